/**
 * Seeded worlds made once per test run (docs/decisions/test-speed.md). A server process starting on
 * an empty data directory spends most of its start on PostgreSQL's initdb, the migrations and the
 * seed of a whole world; the browser tests start one per file, on the same few worlds (the same
 * SIM_SEED and SIM_START). So the first start of a world seeds it into a data directory of the run
 * — exactly as the server's own start would: `ensureWorld` and the demo messages at the simulated
 * now of SIM_START — and every start copies that directory instead. The server then finds its world
 * whole and starts from it, the way it restarts on a developer's machine.
 *
 * Only where the result is the same as a fresh seed: a start that names SIM_START (a world seeded at
 * "now" depends on when), on PGlite, outside a vitest run's end. A test that needs the first start
 * itself (its seeding, its logs) passes its own DATA_DIR, or `freshWorld`.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { seedDemoMessages } from '../../server/seed/demoMessages';
import { ensureWorld } from '../../server/seed/index';
import { buildWorld } from '../../server/domain/sport/world';
import { runDir } from './runTemplates';

/** Whether a server started with `env` can start from a world of the run, and which. */
function worldKey(env: NodeJS.ProcessEnv): { seed: number; start: number; key: string } | null {
  if (env.DATA_DIR || env.DATABASE_URL || !env.SIM_START) return null;
  const { simSeed, simStart } = readConfig(env);
  if (simStart === undefined) return null;
  return { seed: simSeed, start: simStart, key: `world-${simSeed}-${simStart}` };
}

/**
 * A fresh data directory holding the seeded world a server started with `env` would seed, copied
 * from the run's template of it (made now if it is the first); undefined when the start must seed
 * its own (see above).
 */
export async function seededDataDir(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const dir = runDir();
  const world = worldKey(env);
  if (!dir || !world) return undefined;
  const template = join(dir, world.key);
  if (!existsSync(template)) await makeTemplateOnce(dir, template, world);
  const copy = mkdtempSync(join(dir, 'data-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}

/**
 * Makes the template unless another worker of the run is making it already, then waits for theirs:
 * a seed costs a core for ten seconds and more, and workers asking at once would each pay it. A
 * lock directory (mkdir is atomic) says who makes it; a waiter whose maker died makes its own.
 */
async function makeTemplateOnce(
  dir: string,
  template: string,
  world: { seed: number; start: number },
): Promise<void> {
  const lock = `${template}.making`;
  try {
    mkdirSync(lock);
  } catch {
    for (let waited = 0; waited < MAKER_PATIENCE_MS; waited += 250) {
      if (existsSync(template)) return;
      await pause(250);
    }
  }
  try {
    if (!existsSync(template)) await makeTemplate(dir, template, world);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Longer than a seed takes on a busy machine; past it, the maker is taken for dead. */
const MAKER_PATIENCE_MS = 180_000;

async function makeTemplate(
  dir: string,
  template: string,
  world: { seed: number; start: number },
): Promise<void> {
  // Made aside and renamed into place: a file of another worker never copies half a world.
  const making = mkdtempSync(join(dir, 'making-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(making, 'pglite') });
  try {
    await ensureWorld(database.db, buildWorld(world.seed), { seed: world.seed, now: world.start });
    await seedDemoMessages(database.db, world.start);
  } finally {
    await database.close();
  }
  try {
    renameSync(making, template);
  } catch {
    // Another worker made it first: its copy serves.
    rmSync(making, { recursive: true, force: true });
  }
}
