import type {
  BasketballFigures,
  FootballFigures,
  NoFigures,
} from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { SPORT } from '../../../../domain/sport';
import type { LeagueOfSeason } from '../seasons';
import { basketballFigures, type MatchBox } from './basketballFold';
import { basketballBoxes } from './basketballRecords';
import {
  emptyFootballFigures,
  footballMatchLines,
  sumFootballFigures,
  type FootballMatchRecord,
} from './footballFold';
import { footballRecords } from './footballRecords';
import { squadsOf } from './squads';

/**
 * One club's season of its league as its players' figures are counted: its finished league
 * matches with what each player did in them, or why there is nothing to count.
 */

export interface FootballMatchLines {
  record: FootballMatchRecord;
  /** Each player of the club who played, by id. */
  lines: Map<number, FootballFigures>;
}

export interface ClubSeason {
  sport: number;
  season: string;
  teamId: number;
  /** Finished matches counted: football those with their events, basketball those with a box. */
  matches: number;
  /** Null when there are matches to count. */
  noFigures: Extract<NoFigures, 'no_matches' | 'no_events'> | null;
  /** Oldest first. */
  football: FootballMatchLines[];
  basketball: MatchBox[];
}

export async function clubSeason(
  db: Database,
  league: LeagueOfSeason,
  season: string,
  teamId: number,
): Promise<ClubSeason> {
  const base = { sport: league.sport, season, teamId };
  if (league.sport === SPORT.basketball) {
    const current = season === league.currentSeason;
    const boxes = await basketballBoxes(db, { league, season, current }, teamId);
    return {
      ...base,
      matches: boxes.length,
      noFigures: boxes.length === 0 ? 'no_matches' : null,
      football: [],
      basketball: boxes,
    };
  }
  const [records, squads] = await Promise.all([
    footballRecords(db, { leagueId: league.id, seasons: [season], teamId }),
    squadsOf(db, league.sport, [teamId]),
  ]);
  const football = records.flatMap((record) => {
    const lines = footballMatchLines(record, squads);
    return lines ? [{ record, lines }] : [];
  });
  return {
    ...base,
    matches: football.length,
    noFigures: records.length === 0 ? 'no_matches' : football.length === 0 ? 'no_events' : null,
    football,
    basketball: [],
  };
}

/** A player's figures of his club's season (zeros when he has not played). */
export function figuresIn(
  club: ClubSeason,
  playerId: number,
): { football: FootballFigures | null; basketball: BasketballFigures | null } {
  if (club.noFigures) return { football: null, basketball: null };
  if (club.sport === SPORT.basketball)
    return {
      football: null,
      basketball: basketballFigures(
        club.basketball.flatMap((m) => m.entries.filter((e) => e.playerId === playerId)),
      ),
    };
  const lines = club.football.flatMap((m) => m.lines.get(playerId) ?? []);
  return {
    football: lines.length > 0 ? sumFootballFigures(lines) : emptyFootballFigures(),
    basketball: null,
  };
}
