// Component tests run the stories in jsdom: the same decorators and loaders as Storybook.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import 'reflect-metadata';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);
// As in .storybook/preview.tsx: a page's answer may take more than a second on a busy machine.
// Events are dispatched as a browser does, not inside a synchronous act(): a live update pending
// at a click was dropped with act's queue whenever a render called use() (the services do), and
// the page never showed it (src/ui/shared/live-update-under-click.test.tsx). user-event awaits
// React's work after each action, as the tests await what appears.
configure({ asyncUtilTimeout: 10_000, eventWrapper: (dispatch) => dispatch() });

// jsdom lays nothing out: give scrolling lists a screenful of height so virtualised rows render.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('virtual-table__body') ? 576 : 0;
  },
});
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('virtual-table__body') ? 1024 : 0;
  },
});

afterEach(() => {
  cleanup();
  // Each test is a device that remembers nothing of the one before (a language, a CSV separator,
  // a feedback's draft).
  localStorage.clear();
  sessionStorage.clear();
});
