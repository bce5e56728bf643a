import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';

/**
 * A fresh, empty, migrated database for one test file: an in-memory PGlite, or — when DATABASE_URL
 * is set by scripts/with-postgres.sh — a new database of its own on that PostgreSQL server, dropped
 * on close. Test files therefore never see each other's rows, on either engine.
 */
export async function testDatabase(): Promise<OpenedDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite', dataDir: null });
  const name = `md_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A key no other test (or earlier run) has used. */
export function uniqueKey(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
