/**
 * A test file's database with part of the generated world already in it, copied from the run's
 * seeded copy (docs/decisions/test-speed.md). A dozen integration files seed the same sport (or the
 * whole world) at the same SIM_SEED and instant; seeding took 3 to 10 s of each. The first file to
 * ask seeds it exactly as it would have — the same functions, in the same order, on a copy of the
 * migrated template — and keeps a copy for the run: a PGlite dump in the run's directory, or a
 * PostgreSQL template database. The rest copy that. Outside a vitest run every file seeds its own.
 */
import { writeFileSync, renameSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database, type OpenedDatabase } from '../../server/db/database';
import { seedContent } from '../../server/seed/content';
import { ensureWorld } from '../../server/seed/index';
import { seedOdds } from '../../server/seed/odds';
import { seedSport } from '../../server/seed/sport/seedSport';
import { buildWorld } from '../../server/domain/sport/world';
import { databaseTemplate, runDir } from './runTemplates';
import { testDatabase } from './testDatabase';

/** A part of the generated world, seeded by its own function; 'world' is all of it (ensureWorld). */
export type SeedPart = 'sport' | 'odds' | 'content' | 'world';

export interface SeededWorld {
  seed: number;
  now: number;
  /** Seeded in this order. */
  parts: readonly SeedPart[];
}

async function seedParts(db: Database, { seed, now, parts }: SeededWorld): Promise<void> {
  for (const part of parts) {
    if (part === 'sport') await seedSport(db, buildWorld(seed), { seed, now });
    else if (part === 'odds') await seedOdds(db, { seed, now });
    else if (part === 'content') await seedContent(db, { seed, now });
    else await ensureWorld(db, buildWorld(seed), { seed, now });
  }
}

const keyOf = ({ seed, now, parts }: SeededWorld) => `seeded_${parts.join('_')}_${seed}_${now}`;

export async function seededTestDatabase(world: SeededWorld): Promise<OpenedDatabase> {
  const dir = runDir();
  const template = databaseTemplate();
  if (!dir || !template) {
    const own = await testDatabase();
    await seedParts(own.db, world);
    return own;
  }
  if (template.kind === 'postgres') return seededPostgres(world, template.name);
  const dump = join(dir, `${keyOf(world)}.tar`);
  if (existsSync(dump)) return openFromDump(dump);
  const own = await testDatabase();
  await seedParts(own.db, world);
  const client = (own.db as unknown as { $client: PGlite }).$client;
  const data = await client.dumpDataDir('none');
  // Written aside and renamed: another worker never loads half a dump.
  const making = `${dump}.${process.pid}`;
  writeFileSync(making, Buffer.from(await data.arrayBuffer()));
  renameSync(making, dump);
  return own;
}

async function openFromDump(file: string): Promise<OpenedDatabase> {
  const { readFileSync } = await import('node:fs');
  return openDatabase({ kind: 'pglite', dataDir: null, from: new Blob([readFileSync(file)]) });
}

/**
 * On PostgreSQL: a database of the run holding the seeded world (made once, under an advisory lock
 * so two workers do not both make it), copied with CREATE DATABASE … TEMPLATE.
 */
async function seededPostgres(world: SeededWorld, base: string): Promise<OpenedDatabase> {
  const url = process.env.DATABASE_URL!;
  const seeded = `${base}_${keyOf(world)}`.toLowerCase().slice(0, 63);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [seeded]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      seeded,
    ]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${seeded} TEMPLATE ${base}`);
      const target = new URL(url);
      target.pathname = `/${seeded}`;
      const making = await openDatabase({ kind: 'postgres', url: target.toString() });
      try {
        await seedParts(making.db, world);
      } finally {
        await making.close();
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [seeded]).catch(() => undefined);
    await admin.end();
  }
  return testDatabase(seeded);
}
