import type { Database } from '../../../db/database';
import { yieldToEventLoop } from '../../../platform/yieldToEventLoop';
import { boxScoreOf, rostersOf, type BkMatch } from '../../bkDetail';
import type { LeagueSeason, SeasonMatch } from '../seasons';
import type { GameBox, PlayerGameLine } from './gameBox';
import { bkBoxInputs } from './queries';

/**
 * The box scores of a basketball league's finished games of a season, kept in memory. A box score is
 * told from the game's script (bkDetail/playByPlay.ts), some milliseconds each: an NBA season's 445
 * games took 2.6 s to tell, so they are told once and kept. A finished game's box score never
 * changes; the cache is checked against the season's finished games on every call, so a game that
 * has just finished is told then (and one whose score was corrected is told again), the rest kept.
 *
 * Kept per database (tests open several in one process) and for the seasons asked last.
 */

/** Seasons kept per database: every basketball league's current and two past seasons, and some. */
const MAX_SEASONS = 24;

interface Kept {
  /** The score the box was told from: a different one is another game. */
  signature: string;
  box: GameBox;
}

interface SeasonCache {
  games: Map<number, Kept>;
  /** The update under way: a second call waits for it rather than telling the same games twice. */
  pending: Promise<unknown>;
}

const byDatabase = new WeakMap<Database, Map<string, SeasonCache>>();

const signatureOf = (m: SeasonMatch) => `${m.status}:${m.homeScore}:${m.awayScore}`;

function seasonCache(db: Database, key: string): SeasonCache {
  let seasons = byDatabase.get(db);
  if (!seasons) byDatabase.set(db, (seasons = new Map<string, SeasonCache>()));
  const found = seasons.get(key);
  // Most recently used last: the first is the one to drop.
  if (found) seasons.delete(key);
  const cache: SeasonCache = found ?? { games: new Map(), pending: Promise.resolve() };
  seasons.set(key, cache);
  for (const oldest of seasons.keys()) {
    if (seasons.size <= MAX_SEASONS) break;
    seasons.delete(oldest);
  }
  return cache;
}

/** The row bkDetail tells a box score from, made of the season's match. */
function bkMatchOf(
  of: LeagueSeason,
  m: SeasonMatch,
  quarterMinutes: number | null,
  periods: Array<[number, number]>,
): BkMatch {
  return {
    matchId: m.matchId,
    leagueId: of.league.id,
    leagueName: of.league.name,
    leagueKind: of.league.kind,
    season: of.league.currentSeason,
    quarterMinutes,
    matchTime: new Date(m.matchTime),
    status: m.status,
    minute: m.minute,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    periodScores: periods,
    scriptSeed: m.scriptSeed,
    homeTeamId: m.homeTeamId,
    homeTeamName: m.homeName,
    homeTeamLogo: m.homeLogo,
    homeCoach: null,
    awayTeamId: m.awayTeamId,
    awayTeamName: m.awayName,
    awayTeamLogo: m.awayLogo,
    awayCoach: null,
  };
}

async function tell(
  db: Database,
  of: LeagueSeason,
  games: readonly SeasonMatch[],
): Promise<Map<number, GameBox>> {
  const told = new Map<number, GameBox>();
  if (games.length === 0) return told;
  const inputs = await bkBoxInputs(
    db,
    of.league.id,
    games.map((g) => g.matchId),
  );
  for (const game of games) {
    const match = bkMatchOf(
      of,
      game,
      inputs.quarterMinutes,
      inputs.periods.get(game.matchId) ?? [],
    );
    const rosters = await rostersOf(db, match);
    const box = boxScoreOf(match, rosters);
    const players: PlayerGameLine[] = (['home', 'away'] as const).flatMap((side) =>
      rosters[side].flatMap((p) => {
        const line = box.lines.get(p.playerId);
        const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
        return line ? [{ playerId: p.playerId, name: p.name, teamId, line }] : [];
      }),
    );
    told.set(game.matchId, {
      matchId: game.matchId,
      home: box.totals.home,
      away: box.totals.away,
      players,
    });
    // Some milliseconds a game, seconds a season: the fans' requests go between two games.
    await yieldToEventLoop();
  }
  return told;
}

/** The box score of each of `finished` (the season's finished games), by match id. */
export async function seasonBoxScores(
  db: Database,
  of: LeagueSeason,
  finished: readonly SeasonMatch[],
): Promise<Map<number, GameBox>> {
  const cache = seasonCache(db, `${of.league.id}:${of.season}`);
  const update = cache.pending.then(async () => {
    const missing = finished.filter(
      (m) => cache.games.get(m.matchId)?.signature !== signatureOf(m),
    );
    const told = await tell(db, of, missing);
    for (const m of missing) {
      const box = told.get(m.matchId);
      if (box) cache.games.set(m.matchId, { signature: signatureOf(m), box });
    }
    // A game no longer finished (a result struck off) leaves the season.
    const ids = new Set(finished.map((m) => m.matchId));
    for (const id of cache.games.keys()) if (!ids.has(id)) cache.games.delete(id);
  });
  // A failed update leaves the cache as it was; the next call tries again.
  cache.pending = update.catch(() => undefined);
  await update;
  const boxes = new Map<number, GameBox>();
  for (const m of finished) {
    const kept = cache.games.get(m.matchId);
    if (kept) boxes.set(m.matchId, kept.box);
  }
  return boxes;
}
