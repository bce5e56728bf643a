import type { Database } from '../../../db/database';
import { seasonBoxScores, type GameBox } from '../leagueStats';
import { seasonMatches, type LeagueSeason, type SeasonMatch } from '../seasons';
import type { BoxEntry, MatchBox } from './basketballFold';

/** A team's five starters (bkDetail/roster.ts: the first five by depth who are not out). */
const STARTERS = 5;

/**
 * A game's lines as the players' figures count them. The box lists the players who had a line in
 * depth order, home then away, so each team's first five are the five who started.
 */
function entriesOf(box: GameBox): BoxEntry[] {
  const placed = new Map<number, number>();
  return box.players.map((p) => {
    const place = placed.get(p.teamId) ?? 0;
    placed.set(p.teamId, place + 1);
    return { playerId: p.playerId, teamId: p.teamId, isStarter: place < STARTERS, line: p.line };
  });
}

/**
 * The finished games of a basketball league's season with every player's line, oldest first —
 * `teamId` keeps one club's. The box scores are the league statistics' (leagueStats/
 * seasonBoxScores.ts), told once per game and kept until a newly finished game joins the season.
 */
export async function basketballBoxes(
  db: Database,
  of: LeagueSeason,
  teamId?: number,
): Promise<MatchBox[]> {
  const finished = await seasonMatches(db, of, true);
  // A season without a finished game (a long career's early seasons) takes no place among the
  // seasons whose box scores are kept.
  if (finished.length === 0) return [];
  const boxes = await seasonBoxScores(db, of, finished);
  const mine = (m: SeasonMatch) =>
    teamId === undefined || m.homeTeamId === teamId || m.awayTeamId === teamId;
  return finished.filter(mine).flatMap((m) => {
    const box = boxes.get(m.matchId);
    if (!box) return [];
    return [
      {
        matchId: m.matchId,
        season: of.season,
        matchTime: m.matchTime,
        homeTeamId: m.homeTeamId,
        awayTeamId: m.awayTeamId,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        entries: entriesOf(box),
      },
    ];
  });
}
