import { and, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { matches, odds, oddsChanges, oddsProviders, standings } from '../db/schema';
import { draftProviderOdds, type MatchForOdds, type OddsDraft } from './odds/history';
import { PROVIDERS, providersOf } from '../domain/odds/providers';
import { createRandom, hashSeed } from '../domain/random';
import { meanTotal } from '../domain/sport/basketballScoring';
import { basketballScoringOf } from '../domain/sport/catalogue';
import { SPORT } from '../../domain/sport';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters, and quick on PGlite. */
export const ODDS_BATCH = 1000;

/** The match state of a change before kick-off. */
export const PRE_MATCH_STATE = '即';

export interface SeedOddsResult {
  providers: number;
  odds: number;
  changes: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

interface TableLine {
  played: number;
  won: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/**
 * A team's strength in [-1, 1]: its league record when it has played a few matches (points per
 * match and goal difference in football, win rate and point difference in basketball), blended with
 * a fixed per-team value from the seed so teams without a table still differ.
 */
export function strengthOf(seed: number, teamId: number, sport: number, line?: TableLine): number {
  const base = createRandom(hashSeed(seed, 'odds-team', teamId)).decimal(-0.6, 0.6, 3);
  if (!line || line.played < 3) return base;
  const diff = (line.goalsFor - line.goalsAgainst) / line.played;
  const record =
    sport === SPORT.basketball
      ? (line.won / line.played - 0.5) * 1.6 + diff / 25
      : (line.points / line.played - 1.4) / 1.2 + diff * 0.15;
  return clamp(0.75 * clamp(record, -1, 1) + 0.25 * base, -1, 1);
}

/**
 * Goals (football, fixed by the seed) or points (basketball: the league's own scoring, the one its
 * games are played to — basketballScoring.ts) per match of a league.
 */
export function leagueTotalOf(seed: number, leagueId: number, sport: number): number {
  if (sport === SPORT.basketball) return meanTotal(basketballScoringOf(leagueId));
  return createRandom(hashSeed(seed, 'odds-league', leagueId)).decimal(2.35, 3.0, 2);
}

async function insertInBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ODDS_BATCH) await write(rows.slice(i, i + ODDS_BATCH));
}

/**
 * Odds providers, and for every match without odds yet each suitable provider's europe, asia and
 * bigsmall odds with their pre-match change history (calls-errors-spec §7.1). Deterministic from
 * `seed` and the matches; a second run only adds odds for matches that have none, so it can follow
 * the sport seed as new days are scheduled.
 */
/** Matches within this distance of now get odds (the ±3-day schedule and a day's margin). */
export const ODDS_WINDOW_MS = 4 * 86_400_000;

export async function seedOdds(
  db: Database,
  opts: { seed: number; now: number | Date },
): Promise<SeedOddsResult> {
  const now = typeof opts.now === 'number' ? opts.now : opts.now.getTime();
  await db
    .insert(oddsProviders)
    .values(PROVIDERS.map(({ id, name, sport }) => ({ id, name, sport })))
    .onConflictDoUpdate({
      target: oddsProviders.id,
      set: { name: sql`excluded.name`, sport: sql`excluded.sport` },
    });

  const pending = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      leagueId: matches.leagueId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      matchTime: matches.matchTime,
      gameTabs: matches.gameTabs,
    })
    .from(matches)
    .where(
      and(
        // Odds are priced for the schedule around now, not for seasons-old history.
        gte(matches.matchTime, new Date(now - ODDS_WINDOW_MS)),
        lte(matches.matchTime, new Date(now + ODDS_WINDOW_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(odds)
            .where(eq(odds.matchId, matches.id)),
        ),
      ),
    )
    .orderBy(matches.id);
  if (pending.length === 0) return { providers: PROVIDERS.length, odds: 0, changes: 0 };

  const leagueIds = [...new Set(pending.map((m) => m.leagueId))];
  const table = new Map<string, TableLine>();
  for (const row of await db
    .select()
    .from(standings)
    .where(inArray(standings.leagueId, leagueIds))) {
    table.set(`${row.leagueId}:${row.teamId}`, row);
  }

  const drafts: Array<OddsDraft & { matchId: number }> = [];
  for (const m of pending) {
    const match: MatchForOdds = {
      id: m.id,
      sport: m.sport,
      matchTime: m.matchTime,
      homeStrength: strengthOf(
        opts.seed,
        m.homeTeamId,
        m.sport,
        table.get(`${m.leagueId}:${m.homeTeamId}`),
      ),
      awayStrength: strengthOf(
        opts.seed,
        m.awayTeamId,
        m.sport,
        table.get(`${m.leagueId}:${m.awayTeamId}`),
      ),
      leagueTotal: leagueTotalOf(opts.seed, m.leagueId, m.sport),
    };
    for (const provider of providersOf(m.sport, m.gameTabs)) {
      for (const draft of draftProviderOdds(opts.seed, match, provider, now)) {
        drafts.push({ ...draft, matchId: m.id });
      }
    }
  }

  let changeCount = 0;
  await db.transaction(async (tx) => {
    const idOf = new Map<string, number>();
    const keyOf = (matchId: number, providerId: number, type: string) =>
      `${matchId}:${providerId}:${type}`;
    await insertInBatches(drafts, async (batch) => {
      const inserted = await tx
        .insert(odds)
        .values(
          batch.map((d) => ({
            matchId: d.matchId,
            providerId: d.providerId,
            type: d.type,
            opening: d.opening,
            current: d.current,
            updatedAt: d.updatedAt,
          })),
        )
        .returning({
          id: odds.id,
          matchId: odds.matchId,
          providerId: odds.providerId,
          type: odds.type,
        });
      for (const r of inserted) idOf.set(keyOf(r.matchId, r.providerId, r.type), r.id);
    });
    const changes = drafts.flatMap((d) => {
      const oddsId = idOf.get(keyOf(d.matchId, d.providerId, d.type))!;
      return d.changes.map((c) => ({
        odds_id: oddsId,
        values: c.values,
        match_state: PRE_MATCH_STATE,
        changed_at: c.changedAt.toISOString(),
      }));
    });
    changeCount = changes.length;
    // The bulk of the rows: one JSON parameter per batch is about twice as fast as a multi-row
    // VALUES on PGlite, where building and binding thousands of parameters dominates.
    await insertInBatches(changes, (batch) =>
      tx.execute(sql`
        insert into ${oddsChanges} (odds_id, values, match_state, changed_at)
        select odds_id, values, match_state, changed_at
        from json_to_recordset(${JSON.stringify(batch)}::json)
          as x(odds_id integer, values jsonb, match_state text, changed_at timestamptz)`),
    );
  });
  return { providers: PROVIDERS.length, odds: drafts.length, changes: changeCount };
}
