// Pins the live tips of issue 6 item 3: a goal (side, new score) or a red card, per the tab settings.
import { describe, expect, it } from 'vitest';
import { detectLiveTips, liveTipText } from '@features/matches/tips';
import { liveScore } from './fixtures';

const ON = { goalTip: true, redCardTip: true };

describe('detectLiveTips', () => {
  it('a home goal gives a goal tip with the side and the new score', () => {
    const tips = detectLiveTips(
      liveScore(),
      liveScore({ homeScore: 1, matchStartedMinutes: '67' }),
      ON,
    );
    expect(tips).toEqual([
      expect.objectContaining({
        kind: 'goal',
        side: 'home',
        homeScore: 1,
        awayScore: 0,
        minute: '67',
      }),
    ]);
  });

  it('an away goal and a home red card in one update give two tips', () => {
    const tips = detectLiveTips(liveScore(), liveScore({ awayScore: 1, homeRed: 1 }), ON);
    expect(tips.map((t) => [t.kind, t.side])).toEqual([
      ['goal', 'away'],
      ['red', 'home'],
    ]);
  });

  it('respects goalTip: off means no goal tip', () => {
    expect(
      detectLiveTips(liveScore(), liveScore({ homeScore: 1 }), {
        goalTip: false,
        redCardTip: true,
      }),
    ).toEqual([]);
  });

  it('respects redCardTip: off means no red-card tip', () => {
    expect(
      detectLiveTips(liveScore(), liveScore({ awayRed: 1 }), { goalTip: true, redCardTip: false }),
    ).toEqual([]);
  });

  it('basketball settings (neither tip) never tip', () => {
    expect(
      detectLiveTips(liveScore(), liveScore({ homeScore: 2 }), { changed: true } as never),
    ).toEqual([]);
  });

  it('no previous snapshot, another match, or a goal ruled out give nothing', () => {
    expect(detectLiveTips(undefined, liveScore({ homeScore: 1 }), ON)).toEqual([]);
    expect(detectLiveTips(liveScore({ matchId: 2 }), liveScore({ homeScore: 1 }), ON)).toEqual([]);
    expect(detectLiveTips(liveScore({ homeScore: 1 }), liveScore(), ON)).toEqual([]);
    expect(detectLiveTips(liveScore(), liveScore({ homeYellow: 1 }), ON)).toEqual([]);
  });
});

describe('liveTipText', () => {
  const teams = { home: '曼联', away: '切尔西' };
  it('reads "⚽ 进球！曼联 1-0 切尔西 67\'"', () => {
    const [tip] = detectLiveTips(
      liveScore(),
      liveScore({ homeScore: 1, matchStartedMinutes: '67' }),
      ON,
    );
    expect(liveTipText(tip!, teams)).toBe("⚽ 进球！曼联 1-0 切尔西 67'");
  });
  it('names the red-carded team, with stoppage time', () => {
    const [tip] = detectLiveTips(
      liveScore(),
      liveScore({ awayRed: 1, matchStartedMinutes: '45+2' }),
      ON,
    );
    expect(liveTipText(tip!, teams)).toBe("🟥 红牌！切尔西 45+2'");
  });
  it('leaves out a minute that is not a number', () => {
    const [tip] = detectLiveTips(
      liveScore(),
      liveScore({ homeScore: 1, matchStartedMinutes: null }),
      ON,
    );
    expect(liveTipText(tip!, teams)).toBe('⚽ 进球！曼联 1-0 切尔西');
  });
});
