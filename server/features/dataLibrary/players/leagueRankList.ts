import {
  LEAGUE_RANK_TYPE_NAMES,
  type FootballFigures,
  type LeaguePlayerRankList,
} from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { SPORT } from '../../../../domain/sport';
import { leagueSeason } from '../seasons';
import { clubsOfSport } from './clubs';
import { addFootballFigures, emptyFootballFigures, footballMatchLines } from './footballFold';
import { footballRecords } from './footballRecords';
import { briefOf } from './player';
import { byName, pageOf } from './ranking';
import { mustBeSport } from './sportCheck';
import { squadsOf, type SquadRow } from './squads';

export interface LeagueRankArgs {
  leagueId: number;
  seasonName?: string;
  type: number;
  pageNo: number;
  pageSize: number;
}

interface Ranked {
  player: SquadRow;
  figures: FootballFigures;
}

/**
 * The order of a top-scorer list: more goals, then fewer of them from penalties, then fewer
 * minutes, then the name. An assist list: more assists, then fewer minutes, then the name.
 */
export function leagueRankOrder(type: number) {
  return (a: Ranked, b: Ranked): number => {
    const first =
      type === 1
        ? b.figures.goals - a.figures.goals || a.figures.penalties - b.figures.penalties
        : b.figures.assists - a.figures.assists;
    return (
      first ||
      a.figures.minutes - b.figures.minutes ||
      byName(a.player.name, b.player.name) ||
      a.player.playerId - b.player.playerId
    );
  };
}

/**
 * getLeaguePlayerRankList: a football competition's season, every player's figures folded from
 * the events of its finished matches; the players with at least one goal (or assist), in order.
 */
export async function leaguePlayerRankList(
  db: Database,
  a: LeagueRankArgs,
): Promise<LeaguePlayerRankList> {
  const of = await leagueSeason(db, a.leagueId, a.seasonName);
  mustBeSport(SPORT.football, of.league.sport, 'getLeaguePlayerRankList');
  const records = await footballRecords(db, { leagueId: of.league.id, seasons: [of.season] });
  const teamIds = records.flatMap((r) => [r.homeTeamId, r.awayTeamId]);
  const [squads, clubs] = await Promise.all([
    squadsOf(db, SPORT.football, teamIds),
    clubsOfSport(db, SPORT.football),
  ]);
  const byId = new Map([...squads.values()].flat().map((p) => [p.playerId, p]));
  const totals = new Map<number, FootballFigures>();
  for (const record of records)
    for (const [playerId, line] of footballMatchLines(record, squads) ?? [])
      totals.set(
        playerId,
        addFootballFigures(totals.get(playerId) ?? emptyFootballFigures(), line),
      );
  const ranked = [...totals]
    .map(([playerId, figures]) => ({ player: byId.get(playerId)!, figures }))
    .filter((r) => (a.type === 1 ? r.figures.goals : r.figures.assists) > 0)
    .sort(leagueRankOrder(a.type));
  const start = (a.pageNo - 1) * a.pageSize;
  return {
    leagueId: of.league.id,
    season: of.season,
    type: a.type,
    typeName: LEAGUE_RANK_TYPE_NAMES[a.type] ?? '',
    pageNo: a.pageNo,
    pageSize: a.pageSize,
    total: ranked.length,
    list: pageOf(ranked, a.pageNo, a.pageSize).map(({ player, figures }, i) => ({
      rank: start + i + 1,
      player: briefOf(SPORT.football, player),
      team: clubs.team(player.teamId),
      value: a.type === 1 ? figures.goals : figures.assists,
      goals: figures.goals,
      penalties: figures.penalties,
      assists: figures.assists,
      appearances: figures.appearances,
      minutes: figures.minutes,
    })),
  };
}
