// Pins NearView: a block below the first screen renders (and so loads) only when its place comes
// within the margin of its scroller; it stays once rendered; without IntersectionObserver it
// renders at once.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEW_MARGIN, NearView } from '@shared/ui';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

const block = <p data-testid="block">专家推荐</p>;

describe('NearView', () => {
  it('holds the place until it comes near the scroller, then renders and stays', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const scroller = document.createElement('div');
    render(
      <NearView root={() => scroller} testId="place">
        {block}
      </NearView>,
    );
    expect(screen.queryByTestId('block')).toBeNull();
    expect(screen.getByTestId('place')).toBeTruthy();
    expect(observers[0]?.options).toMatchObject({ root: scroller, rootMargin: NEAR_VIEW_MARGIN });
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByTestId('block')).toBeNull();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('block')).toBeTruthy();
    expect(screen.queryByTestId('place')).toBeNull();
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<NearView>{block}</NearView>);
    expect(screen.getByTestId('block')).toBeTruthy();
  });
});
