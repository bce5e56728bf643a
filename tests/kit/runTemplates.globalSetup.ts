/**
 * Once per vitest run, per project that names it (vitest.config.ts): a directory of the run, and —
 * for the integration tests — the migrated database every file copies instead of migrating its
 * own (docs/decisions/test-speed.md: initdb and 18 migrations were 4 s of every file).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/database';
import type { DatabaseTemplate } from './runTemplates';
import pg from 'pg';
import { sharedServerPid } from './sharedServer';
import { adminQuery } from './testDatabase';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-run-'));
  project.provide('matchdayRunDir', dir);
  const template =
    project.name === 'integration' || project.name === 'postgres'
      ? await databaseTemplate(dir)
      : null;
  project.provide('matchdayDatabaseTemplate', template);
  return async () => {
    if (template?.kind === 'postgres') await dropDatabase(template.name);
    await stopSharedServer(dir);
    rmSync(dir, { recursive: true, force: true });
  };
}

async function databaseTemplate(dir: string): Promise<DatabaseTemplate> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `md_template_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: target.toString() });
    await opened.close();
    return { kind: 'postgres', name };
  }
  const migrated = await openDatabase({ kind: 'pglite', dataDir: null });
  const dump = await (migrated.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await migrated.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', file };
}

/** Drops the run's template and the seeded copies made from it (seededDatabase.ts). */
async function dropDatabase(name: string): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname = $1 or datname like $1 || '\\_%'",
      [name],
    );
    // The seeded copies first: the template is their source.
    for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length))
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Stops the browser tests' shared server, if a file started one (sharedServer.ts), and waits. */
async function stopSharedServer(dir: string): Promise<void> {
  const pid = sharedServerPid(dir);
  if (pid === undefined) return;
  const { setTimeout: pause } = await import('node:timers/promises');
  try {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; waited < 20_000; waited += 100) {
      process.kill(pid, 0);
      await pause(100);
    }
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone.
  }
}
