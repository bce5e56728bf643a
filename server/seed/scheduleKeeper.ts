import type { Database } from '../db/database';
import type { World } from '../domain/sport/world';
import type { ScheduleKeeper } from '../simulator/simulator';
import { seedOdds } from './odds';
import { ensureDay } from './sport/seedSport';

/**
 * The generated world's schedule as days pass, handed to the simulator by server/main.ts: a day
 * that comes within the window gets its fixtures, and its matches their opening odds. The seed
 * stands above the simulator it fills; the simulator only asks.
 */
export function scheduleKeeper(db: Database, world: World, seed: number): ScheduleKeeper {
  return {
    async ensureDay(day, now) {
      const added = await ensureDay(db, world, seed, day);
      if (!added) return { added, odds: 0 };
      const priced = await seedOdds(db, { seed, now });
      return { added, odds: priced.odds };
    },
  };
}
