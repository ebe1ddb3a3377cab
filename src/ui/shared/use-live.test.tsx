import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveListener } from '../../application/live/live-result';
import { useLive } from './use-live';

/** A value whose rendering waits for ever (as a page whose next chunk is still on its way). */
const NEVER = new Promise<never>(() => {});

function Shown({ value }: { value: string }) {
  if (value === 'not ready to render') use(NEVER);
  return <p>{value}</p>;
}

function LiveProbe({ watch }: { watch: (onChange: LiveListener<string>) => () => void }) {
  const live = useLive<string>(
    (onChange) => watch(onChange),
    [],
    () => false,
  );
  if (live.status !== 'ready') return <p>waiting</p>;
  return (
    <Suspense fallback={<p>fallback</p>}>
      <Shown value={live.value} />
    </Suspense>
  );
}

function liveSource() {
  let listener: LiveListener<string> = () => {};
  return {
    watch: (onChange: LiveListener<string>) => {
      listener = onChange;
      return () => {};
    },
    tell: (value: string) => act(() => listener(value, { confirmed: true })),
  };
}

describe('useLive', () => {
  // Storybook's annotations, which the component tests load, turn React's act environment off;
  // these tests need act to know that React has rendered everything it was told.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown;
  beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true));
  afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

  it('shows the first value at once, even when it is not ready to render (the page says so meanwhile)', async () => {
    const source = liveSource();
    render(<LiveProbe watch={source.watch} />);
    await source.tell('not ready to render');
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });

  it('takes a later value in as a transition: what is on screen stays until the new value can render', async () => {
    const source = liveSource();
    render(<LiveProbe watch={source.watch} />);
    await source.tell('first');
    expect(screen.getByText('first')).toBeInTheDocument();
    await source.tell('not ready to render');
    // An urgent update would have replaced the list with the fallback.
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    await source.tell('second');
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
