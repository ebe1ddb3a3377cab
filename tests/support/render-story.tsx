import { render } from '@testing-library/react';
import type { ComponentType } from 'react';

type ComposedStory = ComponentType & { load: () => Promise<void> };

/**
 * Runs a story's loaders (its own offline services), then renders it with Testing Library, so
 * every test unmounts its story in `cleanup()` before the next one starts.
 */
export async function renderStory(Story: ComposedStory) {
  await Story.load();
  return render(<Story />);
}
