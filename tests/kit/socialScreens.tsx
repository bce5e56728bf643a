// The setup every test of a circles screen repeats (圈子, 帖子详情, 热门话题, 专家文章): a fake
// clock, the file's api mocks reset before each test, a clean visit (the channel, a visitor or a
// logged-in fan, no answers kept) and the screen at its route under a router that shows where a
// link or a back led. The api mocks themselves stay in each test file: vi.mock is hoisted per file.
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach } from 'vitest';
import { resetInteractions } from '@features/social/interactions';
import { appScheduler } from '@schedulers';
import { initChannel } from '@shared/channels';
import { useOverlayStore } from '@shared/overlays';
import { clearToken, saveCurrentUser, storeToken } from '@shared/session';
import { installFakeClock } from './fakeClock';

/** A clean visit: the main channel (or `agentId`'s), a visitor or a logged-in fan, no answers kept. */
export function freshVisit({ loggedIn, agentId }: { loggedIn: boolean; agentId?: string }) {
  appScheduler.reset();
  resetInteractions();
  localStorage.clear();
  if (agentId) localStorage.setItem('agentId', agentId);
  history.replaceState(null, '', '/');
  initChannel();
  if (loggedIn) storeToken('t'.repeat(43));
  else clearToken();
  useOverlayStore.setState({ toast: null, alert: null });
}

function Where() {
  const location = useLocation();
  return <div data-testid="where" data-path={location.pathname + location.search} />;
}

/** `element` at `at` (matched by `pattern`), with `/before` behind it for a back to land on. */
export async function renderAt(
  element: ReactNode,
  { pattern, at }: { pattern: string; at: string },
  advance: (ms: number) => Promise<unknown>,
) {
  const view = render(
    <MemoryRouter initialEntries={['/before', at]} initialIndex={1}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(() => advance(0));
  return view;
}

export interface OpenOptions {
  /** A logged-in fan (the default) or a visitor. */
  loggedIn?: boolean;
  /** The channel of the visit; the main one without. */
  agentId?: string;
  /** The address; the screen's usual one without. */
  at?: string;
  /** The cached user id, as a fan (or a visitor who was one) has it. */
  userId?: number;
}

/**
 * One circles screen under test. Call it at the top level of the test file, before the file's own
 * `beforeEach` (which then gives the freshly reset mocks their default answers). `open` renders the
 * screen for a clean visit and lets its first answers arrive; `settle` lets pending answers arrive;
 * `advance` moves the fake clock.
 */
export function socialScreen({
  load,
  pattern,
  at: usualAt,
  mocks,
}: {
  /** The screen's module, imported when a test opens it (after the file's mocks are in place). */
  load: () => Promise<{ default: ComponentType }>;
  /** The route pattern the screen reads its parameters from. */
  pattern: string;
  at: string;
  /** Every mock the file declares, reset before each test. */
  mocks: readonly { mockReset: () => unknown }[];
}) {
  let clock: ReturnType<typeof installFakeClock> | undefined;
  beforeEach(() => {
    clock = installFakeClock();
    for (const mock of mocks) mock.mockReset();
  });
  afterEach(() => clock?.restore());

  const advance = (ms: number) => {
    if (!clock) throw new Error('the clock is installed before each test');
    return clock.advance(ms);
  };
  const settle = () => act(() => advance(0));
  async function open({ loggedIn = true, agentId, at = usualAt, userId }: OpenOptions = {}) {
    freshVisit({ loggedIn, agentId });
    if (userId !== undefined) saveCurrentUser({ id: userId });
    const { default: Screen } = await load();
    await renderAt(<Screen />, { pattern, at }, advance);
    await settle();
  }
  return { open, settle, advance };
}
