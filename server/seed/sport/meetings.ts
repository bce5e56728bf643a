import { dayOfMatchId, ID_DAY_BASE, matchIdOf, monthOfDay } from '../../domain/calendar';
import { MIN_REST_MS } from './rest';
import type { Fixture } from './schedule';
import type { World } from '../../domain/sport/world';
import { DAY_MS } from '../../../domain/time';

/** Older meetings per pair of the window, for head-to-head. */
export const MEETINGS_PER_PAIR = 5;

/** "2026-2027" → "2025-2026", "2026" → "2025": the season `n` before. */
export function seasonBefore(season: string, n: number): string {
  return season.replace(/\d{4}/g, (year) => String(Number(year) - n));
}

/**
 * Earlier meetings of each pair of the window, months apart, alternating home and away. They belong
 * to past seasons (the current one began with the history days), so they count for head-to-head,
 * not the table. Each is laid on a day of its competition's season months where both clubs keep
 * their rest from the meetings laid before it (issue 31 items 5 and 11), stepping back a day at a
 * time from where it would fall; in the window's order, so the same world lays them the same way.
 */
export function pastMeetings(world: World, window: readonly Fixture[]): Fixture[] {
  const months = new Map(world.leagues.map((l) => [l.id, l.months]));
  const busy = new Map<number, number[]>();
  const ids = new Set<number>();
  const meetings: Fixture[] = [];
  const restsEnough = (f: Fixture, at: number) =>
    [f.homeTeamId, f.awayTeamId].every((club) =>
      (busy.get(club) ?? []).every((t) => Math.abs(t - at) >= MIN_REST_MS[f.sport]),
    );
  window.forEach((f, index) => {
    const day = dayOfMatchId(f.id);
    for (let k = 0; k < MEETINGS_PER_PAIR; k++) {
      let back = 100 + k * 120 + (index % 17);
      const inSeason = (b: number) => months.get(f.leagueId)?.includes(monthOfDay(day - b)) ?? true;
      while (
        day - back > ID_DAY_BASE &&
        !(inSeason(back) && restsEnough(f, f.matchTime - back * DAY_MS))
      )
        back++;
      if (day - back <= ID_DAY_BASE) return;
      let n = 60 + ((index * 7 + k) % 40);
      while (ids.has(matchIdOf(day - back, f.leagueId, n))) n = n === 99 ? 60 : n + 1;
      const id = matchIdOf(day - back, f.leagueId, n);
      const swap = k % 2 === 0;
      const meeting: Fixture = {
        ...f,
        season: seasonBefore(f.season, Math.ceil(back / 365)),
        id,
        matchTime: f.matchTime - back * DAY_MS,
        homeTeamId: swap ? f.awayTeamId : f.homeTeamId,
        awayTeamId: swap ? f.homeTeamId : f.awayTeamId,
        gameTabs: [],
        lotteryNo: null,
        isHot: false,
        redStatus: 0,
      };
      ids.add(id);
      for (const club of [f.homeTeamId, f.awayTeamId])
        busy.set(club, [...(busy.get(club) ?? []), meeting.matchTime]);
      meetings.push(meeting);
    }
  });
  return meetings;
}
