// Pins the scripted matches: status codes of product-spec §4 in order, minute texts, final scores.
import { describe, expect, it } from 'vitest';
import { basketballScoringOf } from '../../../../server/domain/sport/catalogue';
import { basketballScript } from '../../../../server/simulator/basketballScript';
import {
  footballScript,
  HALF_TIME_BREAK,
  isGoal,
} from '../../../../server/simulator/footballScript';
import { basketballStateAt, footballStateAt } from '../../../../server/simulator/matchState';
import type { Roster } from '../../../../server/simulator/scriptTypes';

const roster = (prefix: string): Roster => ({
  starters: ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'].map((position, i) => ({
    name: `${prefix}${i}`,
    position,
    shirtNumber: i + 1,
  })),
  bench: ['G', 'D', 'M', 'M', 'F', 'F', 'D'].map((position, i) => ({
    name: `${prefix}b${i}`,
    position,
    shirtNumber: 20 + i,
  })),
});

const normalFootball = (seed: number, isCup = false) => {
  for (let id = 1; id < 500; id++) {
    const s = footballScript(
      seed,
      { id, isCup, homeRating: 80, awayRating: 75 },
      roster('h'),
      roster('a'),
    );
    if (!s.postponed && !s.abandonedAt && !s.interruption) return s;
  }
  throw new Error('no normal script');
};

describe('football script', () => {
  it('is the same for the same seed and match, and differs for another seed', () => {
    const a = footballScript(
      1,
      { id: 7, isCup: false, homeRating: 80, awayRating: 70 },
      roster('h'),
      roster('a'),
    );
    const b = footballScript(
      1,
      { id: 7, isCup: false, homeRating: 80, awayRating: 70 },
      roster('h'),
      roster('a'),
    );
    const c = footballScript(
      2,
      { id: 7, isCup: false, homeRating: 80, awayRating: 70 },
      roster('h'),
      roster('a'),
    );
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('walks 0 → 1 → 14 → 12 → 2 with minutes 1…45+x, 中场, 46…90+x', () => {
    const s = normalFootball(3);
    expect(footballStateAt(s, -60).status).toBe(0);
    expect(footballStateAt(s, 0)).toMatchObject({ status: 1, minute: '1' });
    expect(footballStateAt(s, 30 * 60 + 5)).toMatchObject({ status: 1, minute: '31' });
    expect(footballStateAt(s, 45 * 60 + 1).minute).toBe('45+1');
    expect(footballStateAt(s, s.firstHalf + 10)).toMatchObject({ status: 14, minute: '中场' });
    const second = s.firstHalf + HALF_TIME_BREAK;
    expect(footballStateAt(s, second)).toMatchObject({ status: 12, minute: '46' });
    expect(footballStateAt(s, second + 45 * 60 + 90).minute).toBe('90+2');
    const end = footballStateAt(s, second + s.secondHalf + 1);
    expect(end).toMatchObject({ status: 2, minute: null, final: true });
  });

  it('ends with the script goals as the score, and the half-time score from the first half', () => {
    const s = normalFootball(4);
    const end = footballStateAt(s, 10 * 3600);
    const goals = s.events.filter((e) => isGoal(e.kind));
    expect(end.homeScore).toBe(goals.filter((e) => e.side === 1).length);
    expect(end.awayScore).toBe(goals.filter((e) => e.side === 2).length);
    const firstHalf = goals.filter((e) => e.at < s.firstHalf);
    expect(end.homeHalfScore).toBe(firstHalf.filter((e) => e.side === 1).length);
    expect(footballStateAt(s, s.firstHalf - 1).homeHalfScore).toBeNull();
  });

  it('counts events only once they have happened', () => {
    const s = normalFootball(5);
    const first = s.events[0];
    if (!first) throw new Error('no events');
    expect(footballStateAt(s, first.at - 1).happened).toBe(0);
    expect(footballStateAt(s, first.at).happened).toBeGreaterThanOrEqual(1);
  });

  it('plays extra time (13) in a drawn cup match', () => {
    for (let id = 1; id < 2000; id++) {
      const s = footballScript(
        9,
        { id, isCup: true, homeRating: 70, awayRating: 70 },
        roster('h'),
        roster('a'),
      );
      if (s.extraTime === 0 || s.interruption || s.abandonedAt || s.postponed) continue;
      const etStart = s.firstHalf + HALF_TIME_BREAK + s.secondHalf + 5 * 60;
      expect(footballStateAt(s, etStart + 60)).toMatchObject({ status: 13, minute: '92' });
      expect(footballStateAt(s, etStart + s.extraTime + 1).status).toBe(2);
      return;
    }
    throw new Error('no cup draw found');
  });

  it('has postponed (8), abandoned (7) and interrupted (3) matches among many', () => {
    const seen = new Set<number>();
    for (let id = 1; id < 3000; id++) {
      const s = footballScript(
        11,
        { id, isCup: false, homeRating: 70, awayRating: 70 },
        roster('h'),
        roster('a'),
      );
      if (s.postponed) seen.add(footballStateAt(s, 0).status);
      if (s.abandonedAt) seen.add(footballStateAt(s, s.abandonedAt).status);
      if (s.interruption) seen.add(footballStateAt(s, s.interruption.at + 1).status);
    }
    expect([...seen].sort()).toEqual([3, 7, 8]);
  });
});

describe('basketball script', () => {
  const nba = basketballScript(1, { id: 3, quarterMinutes: 12, homeRating: 80, awayRating: 78 });

  it('plays four quarters of 12 minutes in the NBA, with a half-time of status 50', () => {
    expect(nba.periods.slice(0, 4).every((p) => p.gameSeconds === 720)).toBe(true);
    expect(basketballStateAt(nba, 0)).toMatchObject({ status: 1, minute: '12:00' });
    const q2 = nba.periods[1];
    const q3 = nba.periods[2];
    if (!q2 || !q3) throw new Error('periods');
    expect(basketballStateAt(nba, q2.start + 1).status).toBe(2);
    expect(basketballStateAt(nba, q2.start + q2.length + 1)).toMatchObject({
      status: 50,
      minute: '中场',
    });
    expect(basketballStateAt(nba, q3.start).status).toBe(3);
    expect(basketballStateAt(nba, nba.end)).toMatchObject({ status: -1, final: true });
  });

  it('plays 10-minute quarters elsewhere', () => {
    const cba = basketballScript(1, { id: 3, quarterMinutes: 10, homeRating: 80, awayRating: 78 });
    expect(basketballStateAt(cba, 0).minute).toBe('10:00');
  });

  it('scores at its league’s pace: the CBA well below the NBA over the same 48 minutes', () => {
    const meanTotal = (leagueId: number) => {
      let sum = 0;
      for (let id = 1; id <= 200; id++) {
        const s = basketballScript(9, {
          id,
          scoring: basketballScoringOf(leagueId),
          homeRating: 75,
          awayRating: 75,
        });
        const end = basketballStateAt(s, s.end);
        sum += end.homeScore + end.awayScore;
      }
      return sum / 200;
    };
    const nba = meanTotal(1);
    const cba = meanTotal(3);
    expect(nba).toBeGreaterThan(220);
    expect(nba).toBeLessThan(236);
    expect(cba).toBeGreaterThan(196);
    expect(cba).toBeLessThan(212);
    expect(meanTotal(7)).toBeLessThan(172);
  });

  it('never ends level, and its period points add up to the score', () => {
    for (let id = 1; id < 300; id++) {
      const s = basketballScript(5, { id, quarterMinutes: 10, homeRating: 75, awayRating: 75 });
      if (s.postponed) continue;
      const end = basketballStateAt(s, s.end);
      expect(end.homeScore).not.toBe(end.awayScore);
      expect(end.periodScores.reduce((n, [h]) => n + h, 0)).toBe(end.homeScore);
      if (s.periods.length > 4)
        expect(basketballStateAt(s, (s.periods[4]?.start ?? 0) + 1).status).toBe(5);
    }
  });
});
