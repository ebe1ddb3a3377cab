/**
 * What the composition root takes in the offline build before the container's chunk arrives: what
 * the early script found (a browser's first visit or not) and the demo's first look on a first
 * visit (demo/demo-first-look.ts). Kept apart from container.offline.ts, which the page's first
 * script must not import (Dexie, MSW).
 */
export { DemoFirstLook } from '../demo/demo-first-look';
export { takeFirstVisit } from '../demo/first-visit-handover';
