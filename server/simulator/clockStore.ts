import { simulationClock, type Clock } from '../clock';
import type { Database } from '../db/database';
import { simClock } from '../db/schema';

/**
 * The simulated clock across restarts (issue 31 item 9, docs/decisions/simulated-clock.md).
 *
 * At SIM_SPEED=60 the simulated world runs ahead of real time: after an hour of real time it is two
 * and a half days ahead. A restart that started the clock at real now again found the matches of
 * those days finished in its future — tonight's fixtures with final scores, home's 今天暂无焦点赛事.
 * So the clock continues where it stopped: the simulator keeps its now in `sim_clock` every tick,
 * and a start without SIM_START resumes from it when it is ahead of real time (at SIM_SPEED=1 it
 * never is, and the clock starts at real now as before). SIM_START (and the cluster's
 * SIM_CLOCK_ANCHOR) still say where the clock stands, whatever the data holds.
 */

/** Where the last run's clock stood, or null on a database no simulator ticked on. */
export async function storedSimulatedNow(db: Database): Promise<number | null> {
  const [row] = await db.select({ at: simClock.simulatedAt }).from(simClock).limit(1);
  return row ? row.at.getTime() : null;
}

/** Writes the simulated now (the simulator's every tick). */
export async function keepSimulatedNow(db: Database, clock: Clock, realNow: number): Promise<void> {
  const row = { simulatedAt: new Date(clock.now()), realAt: new Date(realNow), speed: clock.speed };
  await db
    .insert(simClock)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: simClock.id, set: row });
}

export interface ClockSettings {
  simSpeed: number;
  simStart: number | undefined;
  simClockAnchor: number | undefined;
}

/** The server's clock at start: the settings' when they place it, else continuing the stored one. */
export async function startingClock(
  db: Database,
  settings: ClockSettings,
  realNow: () => number = Date.now,
): Promise<Clock> {
  const { simSpeed, simStart, simClockAnchor } = settings;
  if (simStart !== undefined || simClockAnchor !== undefined)
    return simulationClock(simSpeed, realNow, simStart, simClockAnchor);
  const stored = await storedSimulatedNow(db);
  const now = realNow();
  return simulationClock(simSpeed, realNow, stored !== null && stored > now ? stored : undefined);
}
