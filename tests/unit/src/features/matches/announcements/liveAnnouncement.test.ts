// Pins the sentence a screen reader hears for a goal or a red card of a followed match (issue 38
// §3): the score line, then what happened, who and when — the scorer only from the goal's own event
// (the one after which the score is the tip's), so a lagging events poll names the team, never the
// previous scorer.
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '@contracts/sportdata/matches';
import { liveAnnouncementText } from '@features/matches/announcements/liveAnnouncement';
import type { LiveTip } from '@features/matches/tips';

const teams = { home: '曼联', away: '利物浦' };

function tip(over: Partial<LiveTip> = {}): LiveTip {
  return {
    kind: 'goal',
    matchId: 1,
    side: 'home',
    homeScore: 1,
    awayScore: 0,
    minute: '64',
    at: 1,
    ...over,
  };
}

let nextId = 1;
function event(over: Partial<MatchEvent>): MatchEvent {
  return {
    id: nextId++,
    matchId: 1,
    kind: 'goal',
    side: 1,
    minute: 63,
    extraMinute: 0,
    second: 0,
    player: 'B·费尔南德斯',
    detail: null,
    happenedAt: 1,
    ...over,
  };
}

const say = (t: LiveTip, events: MatchEvent[] = [], redCount = 0) =>
  liveAnnouncementText({ tip: t, teams, redCount, events });

describe('liveAnnouncementText', () => {
  it('names the scorer and the minute of the goal that made the score', () => {
    const goal = event({ detail: { score: [1, 0] } });
    expect(say(tip(), [goal])).toBe("曼联 1-0 利物浦，进球：B·费尔南德斯 63'");
  });

  it('marks own goals and penalties, and writes added time', () => {
    const own = event({ kind: 'own_goal', player: '范迪克', detail: { score: [1, 0] } });
    expect(say(tip(), [own])).toBe("曼联 1-0 利物浦，进球：范迪克（乌龙） 63'");
    const penalty = event({
      kind: 'penalty',
      side: 2,
      minute: 90,
      extraMinute: 3,
      player: '萨拉赫',
      detail: { score: [1, 1] },
    });
    expect(say(tip({ side: 'away', awayScore: 1 }), [penalty])).toBe(
      "曼联 1-1 利物浦，进球：萨拉赫（点球） 90+3'",
    );
  });

  it('names the team, not the last scorer, while the goal’s event has not come yet', () => {
    const earlier = event({ player: '拉什福德', detail: { score: [1, 0] } });
    expect(say(tip({ homeScore: 2, minute: '70' }), [earlier])).toBe(
      "曼联 2-0 利物浦，进球：曼联 70'",
    );
    expect(say(tip({ minute: '中场' }))).toBe('曼联 1-0 利物浦，进球：曼联');
  });

  it('names the red card’s team and player: the side’s n-th red card', () => {
    const reds = [
      event({ kind: 'red', side: 2, minute: 30, player: '麦卡利斯特' }),
      event({ kind: 'red', side: 1, minute: 41, player: '卡塞米罗' }),
      event({ kind: 'red', side: 2, minute: 70, player: '德利赫特' }),
    ];
    expect(say(tip({ kind: 'red', side: 'away', minute: '71' }), reds, 2)).toBe(
      "曼联 1-0 利物浦，红牌：利物浦 德利赫特 70'",
    );
    expect(say(tip({ kind: 'red', side: 'away', minute: '71' }), reds.slice(0, 1), 2)).toBe(
      "曼联 1-0 利物浦，红牌：利物浦 71'",
    );
  });
});
