import type { BkStatLine } from '../../../../contracts/sportdata/bkDetail';
import {
  BK_RANK_TYPE_NAMES,
  type BasketballFigures,
  type BkPlayerRankList,
} from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { SPORT } from '../../../../domain/sport';
import { leagueSeason } from '../seasons';
import { basketballFigures, efficiencyOf, type BoxEntry } from './basketballFold';
import { basketballBoxes } from './basketballRecords';
import { clubsOfSport } from './clubs';
import { briefOf } from './player';
import { byName, pageOf } from './ranking';
import { mustBeSport } from './sportCheck';
import { squadsOf, type SquadRow } from './squads';
import type { LeagueRankArgs } from './leagueRankList';

/** Each rank type's figure: per game for the list, and the season's total. */
const FIGURES: Readonly<
  Record<number, { perGame: (f: BasketballFigures) => number; total: (t: BkStatLine) => number }>
> = {
  1: { perGame: (f) => f.points, total: (t) => t.points },
  2: { perGame: (f) => f.rebounds, total: (t) => t.rebounds },
  3: { perGame: (f) => f.assists, total: (t) => t.assists },
  4: { perGame: (f) => f.blocks, total: (t) => t.blocks },
  5: { perGame: (f) => f.steals, total: (t) => t.steals },
  6: { perGame: (f) => f.turnovers, total: (t) => t.turnovers },
  7: { perGame: (f) => f.fouls, total: (t) => t.fouls },
  // Contribution: efficiency (basketballFold.ts efficiencyOf).
  8: { perGame: (f) => f.efficiency, total: (t) => efficiencyOf(t) },
};

export interface BkRanked {
  player: Pick<SquadRow, 'playerId' | 'name'>;
  games: number;
  value: number;
  total: number;
}

/** More per game, then the larger total, then fewer games, then the name. */
export function bkRankOrder(a: BkRanked, b: BkRanked): number {
  return (
    b.value - a.value ||
    b.total - a.total ||
    a.games - b.games ||
    byName(a.player.name, b.player.name) ||
    a.player.playerId - b.player.playerId
  );
}

/**
 * getBkTeamPlayerRankList: a basketball league's season, every player's lines of its finished
 * games summed; the players who played, by the type's per-game figure.
 */
export async function bkPlayerRankList(db: Database, a: LeagueRankArgs): Promise<BkPlayerRankList> {
  const of = await leagueSeason(db, a.leagueId, a.seasonName);
  mustBeSport(SPORT.basketball, of.league.sport, 'getBkTeamPlayerRankList');
  const boxes = await basketballBoxes(db, of);
  const entries = new Map<number, BoxEntry[]>();
  for (const box of boxes)
    for (const e of box.entries) {
      const own = entries.get(e.playerId);
      if (own) own.push(e);
      else entries.set(e.playerId, [e]);
    }
  const teamIds = boxes.flatMap((b) => [b.homeTeamId, b.awayTeamId]);
  const [squads, clubs] = await Promise.all([
    squadsOf(db, SPORT.basketball, teamIds),
    clubsOfSport(db, SPORT.basketball),
  ]);
  const byId = new Map([...squads.values()].flat().map((p) => [p.playerId, p]));
  const figure = FIGURES[a.type] ?? FIGURES[1]!;
  const ranked = [...entries]
    .flatMap(([playerId, own]) => {
      const player = byId.get(playerId);
      const f = basketballFigures(own);
      if (!player || f.games === 0) return [];
      return [{ player, games: f.games, value: figure.perGame(f), total: figure.total(f.totals) }];
    })
    .sort(bkRankOrder);
  const start = (a.pageNo - 1) * a.pageSize;
  return {
    leagueId: of.league.id,
    season: of.season,
    type: a.type,
    typeName: BK_RANK_TYPE_NAMES[a.type] ?? '',
    pageNo: a.pageNo,
    pageSize: a.pageSize,
    total: ranked.length,
    list: pageOf(ranked, a.pageNo, a.pageSize).map((r, i) => ({
      rank: start + i + 1,
      player: briefOf(SPORT.basketball, r.player),
      team: clubs.team(r.player.teamId),
      games: r.games,
      value: r.value,
      total: r.total,
    })),
  };
}
