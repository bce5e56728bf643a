import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { markWorldWhole, worldState } from '../db/world';
import { seedContent } from './content';
import { seedDemoAccounts } from './demoAccounts';
import { seedOdds } from './odds';
import { seedSport } from './sport/seedSport';
import { seedSocial } from './social';
import type { World } from '../domain/sport/world';

/** The parts of the world, in the order they are written (each refers to the ones before). */
export type SeedStep = 'sport' | 'accounts' | 'odds' | 'content';

export interface EnsureWorldOptions {
  seed: number;
  now: number;
  log?: FastifyBaseLogger;
  /**
   * Called inside the transaction after each step: tests throw here to play a start that dies
   * half-way. The log line of each step is how a process test knows when to kill the server.
   */
  afterStep?: (step: SeedStep) => void | Promise<void>;
}

/**
 * Makes the generated world whole, deterministic from SIM_SEED: sport first (the rest refers to its
 * matches), then demo accounts, odds, and experts' content, and last the marker that says it is
 * whole (issue 17 §4 item 1). All of it is one transaction, so a server killed while seeding leaves
 * the database as it found it and the next start seeds again. Every step keeps rows that exist, so
 * a database an older, non-transactional seed left half-filled is finished the same way. Returns
 * false when the world was already whole (the simulator rolls its schedule forward).
 */
export async function ensureWorld(
  db: Database,
  world: World,
  opts: EnsureWorldOptions,
): Promise<boolean> {
  const before = await worldState(db);
  if (before.kind === 'whole') {
    if (before.seed !== opts.seed)
      opts.log?.warn(
        { worldSeed: before.seed, simSeed: opts.seed },
        'the database holds the world of another SIM_SEED; remove the data directory to make a new one',
      );
    return false;
  }
  const started = performance.now();
  opts.log?.info(
    { state: before.kind },
    before.kind === 'empty'
      ? 'seeding a new world'
      : 'finishing a world a past start left incomplete',
  );
  const summary = await db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database: the second waits here and then finds
    // the world whole, instead of failing on the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(20261117)`);
    if ((await worldState(tx)).kind === 'whole') return null;
    const step = async (name: SeedStep) => {
      opts.log?.info({ step: name }, `seeding: ${name} written`);
      await opts.afterStep?.(name);
    };
    const sport = await seedSport(tx, world, opts);
    await step('sport');
    await seedDemoAccounts(tx);
    await step('accounts');
    const odds = await seedOdds(tx, opts);
    await step('odds');
    const content = await seedContent(tx, { seed: opts.seed, now: new Date(opts.now) });
    // The circles read the experts' settled plans: written with the content, before its step ends.
    await seedSocial(tx, { now: opts.now });
    await step('content');
    await markWorldWhole(tx, opts.seed, opts.now);
    return { sport, odds, content };
  });
  if (!summary) return false;
  opts.log?.info(
    { ...summary, ms: Math.round(performance.now() - started) },
    before.kind === 'empty' ? 'seeded a new world' : 'finished an incomplete world',
  );
  return true;
}
