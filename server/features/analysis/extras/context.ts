import type { AnalysisMatch, TeamResultMatch } from '../../../../contracts/sportdata/analysis';
import type { SuspendedPlayer } from '../../../../contracts/sportdata/matchExtras';
import { BASKETBALL_STATUS, FOOTBALL_STATUS, type SportId } from '../../../../domain/sport';
import type { Database } from '../../../db/database';
import { GatewayError } from '../../../platform/gateway/errors';
import { fromTeam, loadMatch, teamMatches, type LoadedMatch, type Side } from '../queries';
import { finishedStatus } from '../record';
import { ownStanding, sentOff, type OwnStanding } from './queries';
import { COMMON_REFUSAL_CODES } from '../../../../contracts/refusals';

/** How many finished matches each reading takes: recent form, venue form, meetings, short form. */
export const RECENT_COUNT = 10;
export const VENUE_COUNT = 6;
export const MEETING_COUNT = 10;
export const FORM_COUNT = 5;

/** Fixtures that were never played: they give no rest to count from. */
const NOT_PLAYED: ReadonlySet<number> = new Set([
  FOOTBALL_STATUS.postponed,
  BASKETBALL_STATUS.postponed,
  BASKETBALL_STATUS.cancelled,
]);

/** One team of the match and everything the extras read about it. */
export interface SideContext {
  side: Side;
  teamId: number;
  teamName: string;
  teamLogo: string | null;
  /** Its last finished matches before kick-off, newest first. */
  recent: TeamResultMatch[];
  /** Its last finished matches at this match's venue (the home team at home, the away team away). */
  venue: TeamResultMatch[];
  /** Its fixture before this one that is or will be played (finished or not); null without. */
  previous: AnalysisMatch | null;
  /** Its next fixture after this one; null without. */
  next: AnalysisMatch | null;
  /** Its row in its own league's table. */
  standing: OwnStanding | null;
  /** Players sent off in its previous match, when that match is finished: banned for this one. */
  suspended: SuspendedPlayer[];
}

export interface MatchContext {
  match: LoadedMatch;
  home: SideContext;
  away: SideContext;
  /** The two teams' finished meetings before kick-off, newest first, from the home team's view. */
  meetings: TeamResultMatch[];
}

/**
 * Everything the extras of one match read, in one place: each call picks what it needs. With
 * `sport`, a match of the other sport is unknown (404 match_not_found), as the basketball detail's
 * calls answer a football id.
 */
export async function loadMatchContext(
  db: Database,
  matchId: number,
  sport?: SportId,
): Promise<MatchContext> {
  const match = await loadMatch(db, matchId);
  if (sport !== undefined && match.sport !== sport)
    throw new GatewayError(404, COMMON_REFUSAL_CODES.matchNotFound, '比赛不存在');
  const finished = finishedStatus(match.sport);
  const [home, away, meetings] = await Promise.all([
    sideContext(db, match, 'home'),
    sideContext(db, match, 'away'),
    teamMatches(db, {
      teamId: match.homeTeamId,
      opponentId: match.awayTeamId,
      sides: ['home', 'away'],
      status: finished,
      before: match.matchTime,
      limit: MEETING_COUNT,
    }),
  ]);
  return { match, home, away, meetings: meetings.map((m) => fromTeam(m, match.homeTeamId)) };
}

async function sideContext(db: Database, match: LoadedMatch, side: Side): Promise<SideContext> {
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const finished = finishedStatus(match.sport);
  const [recent, venue, before, after, standing] = await Promise.all([
    teamMatches(db, {
      teamId,
      sides: ['home', 'away'],
      status: finished,
      before: match.matchTime,
      limit: RECENT_COUNT,
    }),
    teamMatches(db, {
      teamId,
      sides: [side],
      status: finished,
      before: match.matchTime,
      limit: VENUE_COUNT,
    }),
    // A postponed fixture or two may lie between this match and the last one played.
    teamMatches(db, { teamId, sides: ['home', 'away'], before: match.matchTime, limit: 3 }),
    teamMatches(db, {
      teamId,
      sides: ['home', 'away'],
      after: match.matchTime,
      limit: 1,
      order: 'asc',
    }),
    ownStanding(db, teamId),
  ]);
  const previous = before.find((m) => !NOT_PLAYED.has(m.status)) ?? null;
  return {
    side,
    teamId,
    teamName: side === 'home' ? match.homeTeamName : match.awayTeamName,
    teamLogo: side === 'home' ? match.homeTeamLogo : match.awayTeamLogo,
    recent: recent.map((m) => fromTeam(m, teamId)),
    venue: venue.map((m) => fromTeam(m, teamId)),
    previous,
    next: after[0] ?? null,
    standing,
    suspended: await suspensions(db, previous, teamId, finished),
  };
}

/**
 * The ban rule: a player sent off (a straight red or a second yellow) misses his team's next match.
 * Only a finished previous match bans anyone for this one; an unplayed one may still send players off.
 */
async function suspensions(
  db: Database,
  previous: AnalysisMatch | null,
  teamId: number,
  finished: number,
): Promise<SuspendedPlayer[]> {
  if (!previous || previous.status !== finished) return [];
  const side = previous.homeTeamId === teamId ? 1 : 2;
  const rows = await sentOff(db, previous.matchId, side);
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    if (!r.player || seen.has(r.player)) return [];
    seen.add(r.player);
    return [{ name: r.player, matchId: previous.matchId, card: r.kind }];
  });
}
