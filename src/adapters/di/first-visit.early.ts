/** What the offline build's early script (src/first-look.early.ts) asks: whether this browser holds the data yet. */
export { handOverFirstVisit, isFirstVisit } from '../demo/first-visit';
