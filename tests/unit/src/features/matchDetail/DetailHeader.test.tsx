// Pins the match header's additions of issue 16: each team's red cards as a small red card next to
// its name, only when it has any, on the team's own side (basketball reads away first); and the red
// packet gone once the match is over (item 7), read from the header's live match.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchItem } from '@contracts/sportdata/matches';
import { DetailHeader } from '@features/matchDetail/DetailHeader';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';
import { matchItem } from '../../entities/match/fixtures';

const redPacketApi = vi.hoisted(() => ({
  fetchRedPacketMatches: vi.fn(() => Promise.resolve([])),
  checkRound: vi.fn(),
  joinRound: vi.fn(),
  clickRed: vi.fn(),
}));
vi.mock('@features/redPacket/api', () => redPacketApi);

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true, now: new Date('2026-11-22T20:40:00+08:00') });
});
afterEach(() => kit.restore());

const live = (over: Partial<MatchItem> = {}) =>
  matchItem({
    matchId: 7,
    matchStatus: 12,
    matchStartedMinutes: '67',
    homeTeamName: '曼城',
    awayTeamName: '阿森纳',
    homeScore: 1,
    awayScore: 0,
    ...over,
  });

function teams() {
  const main = document.querySelector('.md-header__main')!;
  return [...main.querySelectorAll<HTMLElement>('.md-header__team')];
}

describe('DetailHeader red cards', () => {
  it('shows each team’s red cards next to its name', () => {
    render(<DetailHeader match={live({ homeRed: 1, awayRed: 2 })} sport="football" />);
    const [home, away] = teams();
    const homeCards = within(home!).getByTestId('red-cards');
    expect(homeCards.textContent).toBe('1');
    expect(homeCards.getAttribute('aria-label')).toBe('红牌1张');
    // Beside the name, on the same line.
    expect(homeCards.parentElement).toBe(home!.querySelector('.md-header__name-line'));
    expect(within(away!).getByTestId('red-cards').textContent).toBe('2');
    expect(within(away!).getByTestId('red-cards').getAttribute('aria-label')).toBe('红牌2张');
  });

  it('shows nothing for a team without red cards', () => {
    render(<DetailHeader match={live({ homeRed: 0, awayRed: 1 })} sport="football" />);
    const [home, away] = teams();
    expect(within(home!).queryByTestId('red-cards')).toBeNull();
    expect(within(away!).getByTestId('red-cards').textContent).toBe('1');
  });

  it('shows none at all in a clean match', () => {
    render(<DetailHeader match={live()} sport="football" />);
    expect(screen.queryByTestId('red-cards')).toBeNull();
  });

  it('follows a live update of the match', () => {
    const view = render(<DetailHeader match={live()} sport="football" />);
    view.rerender(<DetailHeader match={live({ awayRed: 1 })} sport="football" />);
    const [, away] = teams();
    expect(within(away!).getByTestId('red-cards').textContent).toBe('1');
  });

  it('keeps each team’s cards with it when basketball reads away first', () => {
    render(
      <DetailHeader
        match={live({ sportType: 2, matchStatus: 3, homeRed: 1, awayRed: 0 })}
        sport="basketball"
      />,
    );
    const [away, home] = teams();
    expect(away!.textContent).toContain('阿森纳');
    expect(within(away!).queryByTestId('red-cards')).toBeNull();
    expect(within(home!).getByTestId('red-cards').textContent).toBe('1');
  });
});

describe('DetailHeader red packet', () => {
  it('shows the packet while the match is in play', async () => {
    render(<DetailHeader match={live({ redStatus: 1 })} sport="football" />);
    await act(() => kit.flush());
    expect(screen.getByTestId('red-packet')).toBeTruthy();
  });

  it('hides it once the match is over', async () => {
    const view = render(<DetailHeader match={live({ redStatus: 1 })} sport="football" />);
    await act(() => kit.flush());
    view.rerender(<DetailHeader match={live({ redStatus: 1, matchStatus: 2 })} sport="football" />);
    expect(screen.queryByTestId('red-packet')).toBeNull();
  });
});
