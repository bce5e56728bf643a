import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteListen, postgresListen, type Listen } from './changeFeed';
import * as schema from './schema';

/** The typed query layer, the same type whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Hears a NOTIFY channel (changeFeed.ts): the live board's feed of changed matches. */
  listen: Listen;
  /** Waits for in-flight queries and closes the engine. */
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** A real PostgreSQL server (the `pg` driver). */
  | { kind: 'postgres'; url: string }
  /**
   * Embedded PGlite; `dataDir` null keeps everything in memory (tests). `from` starts it from a
   * data directory dumped earlier (`PGlite.dumpDataDir`): the tests' migrated template, which
   * spares each test file PostgreSQL's initdb and every migration (docs/decisions/test-speed.md).
   */
  | { kind: 'pglite'; dataDir: string | null; from?: Blob };

/** The advisory lock migrations run under (any number no other lock of the app uses). */
const MIGRATION_LOCK = 20261126;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** DATABASE_URL chooses PostgreSQL; otherwise PGlite under DATA_DIR (default .data/). */
export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR || '.data', 'pglite') };
}

/**
 * Opens the database and brings its schema up to date (migrations run on every start).
 * `migrationsFolder` is for the upgrade test, which makes a database of an older migration set.
 */
export async function openDatabase(
  target: DatabaseTarget,
  opts: { migrationsFolder?: string } = {},
): Promise<OpenedDatabase> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A dropped idle connection must not crash the server; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    // Instances starting together on one database (a cluster, a deploy): one migrates, the
    // others wait on the lock and then find nothing left to do.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', listen: postgresListen(target.url), close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.from });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', listen: pgliteListen(client), close: () => client.close() };
}

/** A transaction's query layer (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a query may run: the database itself or a transaction under way. */
export type DbOrTx = Database | Tx;
