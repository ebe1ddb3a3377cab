// Component tests run the stories in jsdom: the same decorators and loaders as Storybook.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import 'reflect-metadata';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});
