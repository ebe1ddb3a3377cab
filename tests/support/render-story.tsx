import { act, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';

type ComposedStory = ComponentType & { load: () => Promise<void> };

/**
 * Runs a story's loaders (its own offline services), then renders it with Testing Library, so
 * every test unmounts its story in `cleanup()` before the next one starts. `reloadedWith`: the
 * session storage of the tab, for a story opened as a reload of the page before.
 *
 * The render is awaited in an async `act()`: every `use()` marks React's act queue as waiting on
 * a promise, settled or not, and Testing Library's synchronous act then drops the rest of the
 * queue, so a page loading lazily beside a component calling `use()` never rendered.
 */
export async function renderStory(
  Story: ComposedStory,
  { reloadedWith }: { reloadedWith?: Record<string, string> } = {},
): Promise<RenderResult> {
  await Story.load();
  // A reload: the tab's session storage as the page before left it, which the story's set-up empties.
  for (const [key, value] of Object.entries(reloadedWith ?? {})) sessionStorage.setItem(key, value);
  let rendered!: RenderResult;
  await act(async () => {
    rendered = render(<Story />);
  });
  return rendered;
}
