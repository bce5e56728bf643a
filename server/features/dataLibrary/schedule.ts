import type { ScheduleMatch } from '../../../contracts/sportdata/dataLibrary';
import type { LeagueSeason, SeasonMatch } from './seasons';
import { beijingDate, HOUR_MS } from '../../../domain/time';
import { SPORT } from '../../../domain/sport';

/**
 * A league season's schedule as the league page pages it (issue 36 §1; product-spec §9 league match
 * page size 20): by round (football leagues) or by match day, and up and down from the matches the
 * fan sees. Pure: the season's matches in, the page out.
 */

export function scheduleMatchOf(of: LeagueSeason, m: SeasonMatch): ScheduleMatch {
  return {
    matchId: m.matchId,
    leagueId: of.league.id,
    leagueName: of.league.shortName,
    season: of.season,
    round: m.round,
    matchTime: m.matchTime,
    status: m.status,
    minute: m.minute,
    home: { teamId: m.homeTeamId, name: m.homeName, shortName: m.homeShortName, logo: m.homeLogo },
    away: { teamId: m.awayTeamId, name: m.awayName, shortName: m.awayShortName, logo: m.awayLogo },
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeHalfScore: m.homeHalfScore,
    awayHalfScore: m.awayHalfScore,
  };
}

export interface ScheduleQuery {
  round?: string | undefined;
  date?: string | undefined;
  pageNo: number;
  pageSize: number;
  first?: number | undefined;
  upOrDown: number;
}

/** Distinct values in the order they first come. */
function inOrder(values: ReadonlyArray<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => v !== null && v !== ''))];
}

/** Whether the league is played in rounds (a football league): its page goes by round. */
const byRound = (of: LeagueSeason) =>
  of.league.sport === SPORT.football && of.league.kind === 'league';

/**
 * The page: with an anchor (`first`), the `pageSize` matches before it (upOrDown 1) or after it (2);
 * else the round or day asked, or — asked nothing — the round or day being played now, paged by
 * pageNo.
 */
export function schedulePage(
  of: LeagueSeason,
  season: readonly SeasonMatch[],
  q: ScheduleQuery,
  now: number,
) {
  const rounds = byRound(of) ? inOrder(season.map((m) => m.round)) : [];
  const dayOf = (m: SeasonMatch) => beijingDate(m.matchTime);
  const dates = inOrder(season.map(dayOf));
  const page = (list: readonly SeasonMatch[], from: number, to: number) => ({
    season: of.season,
    rounds,
    dates,
    list: list.map((m) => scheduleMatchOf(of, m)),
    hasEarlier: from > 0,
    hasLater: to < season.length,
  });

  if (q.first !== undefined) {
    const at = season.findIndex((m) => m.matchId === q.first);
    if (at >= 0) {
      const [from, to] =
        q.upOrDown === 1
          ? [Math.max(0, at - q.pageSize), at]
          : [at + 1, Math.min(season.length, at + 1 + q.pageSize)];
      const list = season.slice(from, to);
      return { ...page(list, from, to), round: null, date: null };
    }
  }

  // The first match that kicked off less than three hours ago or is still to come.
  const open = season.find((m) => m.matchTime >= now - 3 * HOUR_MS);
  const fallback = open ?? season[season.length - 1];
  let chosen: SeasonMatch[];
  let round: string | null = null;
  let date: string | null = null;
  if (q.round !== undefined || (q.date === undefined && byRound(of))) {
    round = q.round ?? fallback?.round ?? null;
    chosen = season.filter((m) => m.round === round);
  } else {
    date =
      q.date ?? dates.find((d) => d >= beijingDate(now)) ?? (fallback ? dayOf(fallback) : null);
    chosen = season.filter((m) => dayOf(m) === date);
  }
  const start = (q.pageNo - 1) * q.pageSize;
  const list = chosen.slice(start, start + q.pageSize);
  const firstIndex = list[0] ? season.indexOf(list[0]) : 0;
  const last = list[list.length - 1];
  const lastIndex = last ? season.indexOf(last) + 1 : season.length;
  return { ...page(list, firstIndex, lastIndex), round, date };
}
