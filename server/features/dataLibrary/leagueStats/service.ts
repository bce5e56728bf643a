import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type {
  BkLeagueStat,
  BkTheMostOfLeague,
  LeagueBackToBackStat,
  LeagueHandicapStat,
  LeagueOddEvenStat,
  LeagueScoreDiffStat,
  LeagueStatHead,
} from '../../../../contracts/sportdata/leagueStats';
import { SPORT } from '../../../../domain/sport';
import { HOUR_MS } from '../../../../domain/time';
import type { Database } from '../../../db/database';
import { GatewayError } from '../../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';
import {
  leagueClubs,
  leagueSeason,
  seasonMatches,
  type LeagueSeason,
  type SeasonMatch,
} from '../seasons';
import { backToBackStat, SHORT_REST_HOURS } from './backToBack';
import { bkLeagueStat } from './bkAverages';
import { bkSeasonRecords } from './bkRecords';
import { handicapStat } from './handicap';
import { oddEvenStat } from './oddEven';
import { clubKickOffs, loadProvider, openingLines } from './queries';
import { scoreDiffStat } from './scoreDiff';
import { seasonBoxScores } from './seasonBoxScores';
import { statTeams } from './teamGames';

/**
 * The league statistics as the gateway answers them: the season resolved (seasons.ts: an unknown
 * league or season is a 404), its finished matches and teams read, the statistic's own data (lines,
 * kick-offs, box scores) read, then the pure fold of each statistic.
 */

export interface LeagueArgs {
  leagueId: number;
  seasonName?: string | undefined;
}

interface StatSeason {
  of: LeagueSeason;
  sport: number;
  matches: SeasonMatch[];
  teams: TeamBrief[];
  head: LeagueStatHead;
}

async function statSeason(
  db: Database,
  args: LeagueArgs,
  basketballOnly?: { apiName: string },
): Promise<StatSeason> {
  const of = await leagueSeason(db, args.leagueId, args.seasonName);
  if (basketballOnly && of.league.sport !== SPORT.basketball)
    throw new GatewayError(
      400,
      COMMON_REFUSAL_CODES.badArgs,
      `${basketballOnly.apiName} 参数错误：该联赛不是篮球联赛`,
    );
  const [matches, clubs] = await Promise.all([
    seasonMatches(db, of, true),
    leagueClubs(db, of.league.id),
  ]);
  return {
    of,
    sport: of.league.sport,
    matches,
    teams: statTeams(clubs, matches),
    head: {
      leagueId: of.league.id,
      leagueName: of.league.name,
      sport: of.league.sport,
      kind: of.league.kind,
      season: of.season,
      current: of.current,
      finishedMatches: matches.length,
    },
  };
}

export async function leagueOddEven(db: Database, args: LeagueArgs): Promise<LeagueOddEvenStat> {
  const s = await statSeason(db, args);
  return { ...s.head, ...oddEvenStat(s.matches, s.teams) };
}

export async function leagueHandicap(
  db: Database,
  args: LeagueArgs & { providerId: number },
): Promise<LeagueHandicapStat> {
  const s = await statSeason(db, args);
  const [provider, lines] = await Promise.all([
    loadProvider(db, args.providerId),
    openingLines(db, s.of, args.providerId),
  ]);
  return {
    ...s.head,
    providerId: provider.providerId,
    providerName: provider.name,
    ...handicapStat(s.sport, s.matches, s.teams, lines),
  };
}

export async function leagueScoreDiff(
  db: Database,
  args: LeagueArgs,
): Promise<LeagueScoreDiffStat> {
  const s = await statSeason(db, args);
  return { ...s.head, ...scoreDiffStat(s.sport, s.matches, s.teams) };
}

export async function leagueBackToBack(
  db: Database,
  args: LeagueArgs,
): Promise<LeagueBackToBackStat> {
  const s = await statSeason(db, args);
  const first = s.matches[0]?.matchTime;
  const last = s.matches.at(-1)?.matchTime;
  const window = (SHORT_REST_HOURS[s.sport] ?? 72) * HOUR_MS;
  // The kick-offs from one window before the season's first finished match: its rest counts too.
  const kickOffs =
    first === undefined || last === undefined
      ? []
      : await clubKickOffs(
          db,
          s.sport,
          s.teams.map((t) => t.teamId),
          first - window,
          last,
        );
  return { ...s.head, ...backToBackStat(s.sport, s.matches, s.teams, kickOffs) };
}

export async function bkLeagueAverages(db: Database, args: LeagueArgs): Promise<BkLeagueStat> {
  const s = await statSeason(db, args, { apiName: 'getBkLeagueStat' });
  const boxes = await seasonBoxScores(db, s.of, s.matches);
  return { ...s.head, ...bkLeagueStat(s.matches, s.teams, boxes) };
}

export async function bkLeagueRecords(db: Database, args: LeagueArgs): Promise<BkTheMostOfLeague> {
  const s = await statSeason(db, args, { apiName: 'getBkTheMostOfLeague' });
  const boxes = await seasonBoxScores(db, s.of, s.matches);
  return { ...s.head, records: bkSeasonRecords(s.matches, boxes) };
}
