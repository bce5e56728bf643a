import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type OpenedDatabase } from '../../server/db/database';
import { databaseTemplate, type DatabaseTemplate } from './runTemplates';

/**
 * A fresh, empty, migrated database for one test file: an in-memory PGlite, or — when DATABASE_URL
 * is set by scripts/with-postgres.sh — a new database of its own on that PostgreSQL server, dropped
 * on close. Test files therefore never see each other's rows, on either engine. Within a vitest
 * run each is a copy of the run's migrated template (runTemplates.ts); the migrations then find
 * nothing left to do.
 */
export async function testDatabase(
  /** On PostgreSQL: copy this database instead of the run's template (seededDatabase.ts). */
  postgresTemplate?: string,
): Promise<OpenedDatabase> {
  const url = process.env.DATABASE_URL;
  const run = databaseTemplate();
  const template: DatabaseTemplate | undefined = postgresTemplate
    ? { kind: 'postgres', name: postgresTemplate }
    : run;
  if (!url) {
    const from = template?.kind === 'pglite' ? pgliteDump(template.file) : undefined;
    return openDatabase({ kind: 'pglite', dataDir: null, from });
  }
  const name = `md_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(
    url,
    template?.kind === 'postgres'
      ? `CREATE DATABASE ${name} TEMPLATE ${template.name}`
      : `CREATE DATABASE ${name}`,
  );
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

/**
 * A database with nothing in it, not even the schema, that can be opened and closed several times
 * (to migrate it in steps): PGlite in a temporary directory, or a new database of its own on the
 * PostgreSQL of DATABASE_URL. `remove` deletes it.
 */
export async function emptyDatabase(): Promise<{
  target: DatabaseTarget;
  remove(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-pglite-'));
    return {
      target: { kind: 'pglite', dataDir },
      remove: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const name = uniqueKey('md_test').toLowerCase();
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: target.toString() },
    remove: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The template's dump, read once per file (a test file may open several databases). */
const dumps = new Map<string, Blob>();
function pgliteDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}

/** One statement on the PostgreSQL server of `url`, outside any database's pool. */
export async function adminQuery(url: string, sql: string): Promise<void> {
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
