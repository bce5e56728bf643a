import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { seedContent } from './content';
import { seedDemoAccounts } from './demoAccounts';
import { seedOdds } from './odds';
import { seedSport } from './sport/seedSport';
import type { World } from './sport/world';

/**
 * Fills an empty database with the generated world, deterministic from SIM_SEED: sport first (the
 * rest refers to its matches), then demo accounts, odds, and experts' content. A database that
 * already holds the world is left as it is; the simulator rolls the schedule forward.
 */
export async function seedIfEmpty(
  db: Database,
  world: World,
  opts: { seed: number; now: number; log?: FastifyBaseLogger },
): Promise<boolean> {
  const started = performance.now();
  const sport = await seedSport(db, world, opts);
  if (sport.leagues === 0) return false;
  await seedDemoAccounts(db);
  const odds = await seedOdds(db, opts);
  const content = await seedContent(db, { seed: opts.seed, now: new Date(opts.now) });
  opts.log?.info(
    { sport, odds, content, ms: Math.round(performance.now() - started) },
    'seeded a new world',
  );
  return true;
}
