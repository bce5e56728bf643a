import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { leagues, worldSeed } from './schema';

/**
 * Where the generated world stands: `whole` once the seed's transaction wrote its marker; `empty`
 * before any of it exists; `incomplete` when world rows exist without the marker — a first start
 * that an older, non-transactional seed did not finish (the next start finishes it).
 */
export type WorldState =
  { kind: 'whole'; seed: number } | { kind: 'empty' } | { kind: 'incomplete' };

export async function worldState(db: Database): Promise<WorldState> {
  const [marker] = await db.select({ seed: worldSeed.seed }).from(worldSeed).limit(1);
  if (marker) return { kind: 'whole', seed: marker.seed };
  const [league] = await db
    .select({ one: sql<number>`1` })
    .from(leagues)
    .limit(1);
  return league ? { kind: 'incomplete' } : { kind: 'empty' };
}

/** Writes the marker: the last statement of the seed's transaction. */
export async function markWorldWhole(db: Database, seed: number, now: number): Promise<void> {
  await db
    .insert(worldSeed)
    .values({ id: 1, seed, seededFor: new Date(now) })
    .onConflictDoNothing();
}
