// Pins the 我的 counters in the real route table (issue 16 item 9): a tap on 粉丝 or 关注 opens 我的关注
// (issue 19) on its tab; 动态 opens the fan's own posts (sns/index/0?author=, issue 37); 关注比赛 opens
// the football list's followed view as a tab.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@shared/session';
import { setUserInfoSource } from '@shared/session/currentUser';
import { createUserInfoSource } from '@shared/session/userInfoSource';
import { appScheduler } from '@schedulers';
import { renderAppAt } from '../../../kit/renderApp';
import { userFixture } from '../features/account/centre/fixtures';

// The football list is not under test: it shows nothing and asks nothing.
vi.mock('@features/matches/list/FootballListPage', () => ({
  default: () => <div data-testid="football-list" />,
}));

beforeEach(() => {
  storeToken('t'.repeat(43));
  setUserInfoSource(
    createUserInfoSource(appScheduler, {
      fetch: () => Promise.resolve(userFixture({ id: 7 })),
      isLoggedIn: () => true,
      clearLoginCache: vi.fn(),
      saveUser: vi.fn(),
    }),
  );
});
afterEach(() => {
  setUserInfoSource(undefined);
  appScheduler.reset();
});

async function userTab() {
  const app = renderAppAt('/tabs/user');
  await screen.findByTestId('count-fans');
  return app;
}

describe('the counters of 我的', () => {
  it.each([
    ['count-fans', '/myAttention/me'],
    ['count-following', '/myAttention/other-all'],
  ])('%s opens 我的关注 at %s', async (testId, path) => {
    const { at } = await userTab();
    fireEvent.click(screen.getByTestId(testId));
    await screen.findByTestId('my-attention-page');
    expect(at()).toBe(path);
  });

  it('动态 opens the fan’s own posts', async () => {
    const { at } = await userTab();
    fireEvent.click(screen.getByTestId('count-posts'));
    await screen.findByTestId('sns-circle-page');
    expect(at()).toBe('/sns/index/0?author=7');
  });

  it('关注比赛 opens the football list’s followed view', async () => {
    const { at } = await userTab();
    fireEvent.click(screen.getByTestId('count-matches'));
    await screen.findByTestId('football-list');
    expect(at()).toBe('/tabs/match?state=followed');
  });
});
