// Pins issue 17 §4 item 7, migrations guarded: server/db/schema.ts and the SQL migrations never
// drift apart (drizzle-kit, run as `npm run db:generate` runs it, finds nothing to write), and a
// database made by the previous migration set upgrades to the latest keeping its rows and ending
// with exactly the schema of a new database. On PGlite, or on PostgreSQL under with-postgres.sh.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_DIR,
  openDatabase,
  type Database,
  type OpenedDatabase,
} from '../../../server/db/database';
import { matches, teams, users } from '../../../server/db/schema';
import { auditLedger, balancesOf } from '../../../server/platform/ledger';
import { emptyDatabase, testDatabase } from '../../kit/testDatabase';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder in a directory of its own. */
function copyOfMigrations(): { dir: string; migrations: string } {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-migrations-'));
  scratch.push(dir);
  const migrations = join(dir, 'migrations');
  cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
  return { dir, migrations };
}

describe('schema.ts and the migrations', () => {
  it('agree: drizzle-kit generate has nothing to write', async () => {
    const { dir, migrations } = copyOfMigrations();
    // The project's config, pointed at the copy (drizzle-kit takes `out` relative to where it runs).
    writeFileSync(
      join(dir, 'drizzle.config.ts'),
      `export default ${JSON.stringify({
        dialect: 'postgresql',
        schema: join(ROOT, 'server/db/schema.ts'),
        out: './migrations',
      })};\n`,
    );
    const before = readdirSync(migrations, { recursive: true }).map(String).sort();
    const { stdout } = await run(
      join(ROOT, 'node_modules/.bin/drizzle-kit'),
      ['generate', '--config', 'drizzle.config.ts'],
      { cwd: dir },
    );
    const after = readdirSync(migrations, { recursive: true }).map(String).sort();
    const written = after
      .filter((file) => !before.includes(file) && file.endsWith('.sql'))
      .map((file) => `${file}:\n${readFileSync(join(migrations, file), 'utf8')}`);
    // On drift this shows the SQL `npm run db:generate` would add.
    expect(written).toEqual([]);
    expect(after).toEqual(before);
    // drizzle-kit exits 0 on some failures too: it must have said that all is in order.
    expect(stdout).toContain('No schema changes');
  });
});

interface Journal {
  entries: Array<{ idx: number; tag: string; when: number }>;
}

/** Tables, columns, constraints and indexes of the public schema, in a stable order. */
async function schemaOf(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) => {
    // Both drivers answer raw SQL with `rows`; the shared Database type cannot know which it is.
    const result: unknown = await db.execute(query);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
  return {
    columns: await rows(sql`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`),
    constraints: await rows(sql`
      select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace
      order by 1, 2`),
    indexes: await rows(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
      order by 1, 2`),
    // Triggers and their functions are schema too (the live board's change feed, migration 0014).
    triggers: await rows(sql`
      select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(oid) as def
      from pg_trigger where not tgisinternal
      order by 1, 2`),
    functions: await rows(sql`
      select proname, pg_get_functiondef(oid) as def from pg_proc
      where pronamespace = 'public'::regnamespace
      order by 1`),
  };
}

function journalOf(): Journal {
  return JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
}

/** A copy of the migrations folder that stops before the migration tagged `firstLeftOut`. */
function migrationsBefore(journal: Journal, firstLeftOut: number): string {
  const { migrations } = copyOfMigrations();
  writeFileSync(
    join(migrations, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, firstLeftOut) }),
  );
  return migrations;
}

describe('upgrading a database made by the previous migration set', () => {
  it('ends with the schema of a new database', async () => {
    const journal = journalOf();
    expect(journal.entries.length).toBeGreaterThan(1);
    const previous = migrationsBefore(journal, journal.entries.length - 1);
    const empty = await emptyDatabase();
    let upgraded: OpenedDatabase | null = null;
    let fresh: OpenedDatabase | null = null;
    try {
      const old = await openDatabase(empty.target, { migrationsFolder: previous });
      const oldSchema = await schemaOf(old.db);
      await old.close();
      upgraded = await openDatabase(empty.target);
      fresh = await testDatabase();
      const latest = await schemaOf(fresh.db);
      expect(oldSchema).not.toEqual(latest);
      expect(await schemaOf(upgraded.db)).toEqual(latest);
    } finally {
      await upgraded?.close();
      await fresh?.close();
      await empty.remove();
    }
  });
});

describe('upgrading a database made before the ledger (migration 0006 moves its balances)', () => {
  it('keeps its rows and ends with the schema of a new database', async () => {
    const journal = journalOf();
    const ledgerMove = journal.entries.findIndex(
      (entry) => entry.tag === '0006_ledger_replaces_balances',
    );
    expect(ledgerMove).toBeGreaterThan(0);
    const previous = migrationsBefore(journal, ledgerMove);

    const empty = await emptyDatabase();
    let old: OpenedDatabase | null = null;
    let upgraded: OpenedDatabase | null = null;
    let fresh: OpenedDatabase | null = null;
    try {
      old = await openDatabase(empty.target, { migrationsFolder: previous });
      // Plain SQL in the shape of the first migration: today's schema objects would name
      // columns the old database may not have.
      await old.db.execute(sql`
        insert into users (account, nick_name, coin_fen, money_fen)
        values ('made_before_upgrade', '老球迷', 1234, 5678)`);
      // A red-packet reward of the old coin table: it must stay a reward that lapses.
      await old.db.execute(sql`
        insert into coin_ledger (user_id, amount_fen, reason, memo, idempotency_key, valid_until, created_at)
        select id, 234, 'red_packet', '进球红包雨奖励', 'red_packet:1:old', '2026-12-01T00:00:00Z', '2026-11-24T00:00:00Z'
        from users where account = 'made_before_upgrade'`);
      await old.db.execute(sql`
        insert into leagues (id, sport, name, short_name, country, color, season)
        values (9001, 1, '测试联赛', '测试', '中国', '#123456', '2026')`);
      await old.db.execute(sql`
        insert into teams (id, league_id, sport, name, short_name)
        values (900101, 9001, 1, '主队', '主'), (900102, 9001, 1, '客队', '客')`);
      await old.db.execute(sql`
        insert into matches (id, qt_match_id, sport, league_id, home_team_id, away_team_id, match_time, script_seed)
        values (90010001, 390010001, 1, 9001, 900101, 900102, '2026-11-22T20:00:00+08:00', 7)`);
      const oldSchema = await schemaOf(old.db);
      await old.close();
      old = null;

      upgraded = await openDatabase(empty.target);
      const db = upgraded.db;
      const [fan] = await db.select().from(users).where(eq(users.account, 'made_before_upgrade'));
      expect(fan).toMatchObject({ nickName: '老球迷' });
      // Its balances now live in the ledger: 234 reward coins that lapse on Dec 1, 1000 that do not.
      const dayStart = 0;
      expect(
        await balancesOf(db, fan!.id, Date.parse('2026-11-30T00:00:00Z'), dayStart),
      ).toMatchObject({
        coinFen: 1234,
        moneyFen: 5678,
      });
      expect(
        await balancesOf(db, fan!.id, Date.parse('2026-12-01T00:00:00Z'), dayStart),
      ).toMatchObject({
        coinFen: 1000,
      });
      expect(await auditLedger(db)).toEqual({ ok: true, problems: [] });
      expect(await db.select({ name: teams.name }).from(teams).orderBy(teams.id)).toEqual([
        { name: '主队' },
        { name: '客队' },
      ]);
      const [match] = await db.select().from(matches).where(eq(matches.id, 90010001));
      expect(match).toMatchObject({ homeTeamId: 900101, status: 0, homeScore: 0 });
      const applied: unknown = await db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(journal.entries.length);

      fresh = await testDatabase();
      const latest = await schemaOf(fresh.db);
      expect(oldSchema).not.toEqual(latest);
      expect(await schemaOf(db)).toEqual(latest);
    } finally {
      await old?.close();
      await upgraded?.close();
      await fresh?.close();
      await empty.remove();
    }
  });
});

describe('upgrading a database made before the commerce core (migration 0018)', () => {
  it('keeps every order, a plan order naming its plan as its reference', async () => {
    const journal = journalOf();
    const commerce = journal.entries.findIndex((entry) => entry.tag === '0018_commerce_orders');
    expect(commerce).toBeGreaterThan(0);
    const empty = await emptyDatabase();
    let old: OpenedDatabase | null = null;
    let upgraded: OpenedDatabase | null = null;
    try {
      old = await openDatabase(empty.target, {
        migrationsFolder: migrationsBefore(journal, commerce),
      });
      // Orders only: the fan and the plan they name are not this migration's subject, so the
      // foreign keys are not checked while they are written.
      await old.db.execute(sql`set session_replication_role = replica`);
      await old.db.execute(sql`
        insert into pay_orders (id, user_id, purpose, plan_id, amount_fen, coin_fen, charge_way, status, return_url, created_at)
        values (1, 7, 'top_up', null, 600, 600, 3, 2, 'http://localhost/', '2026-11-24T00:00:00Z'),
               (2, 7, 'plan', 41, 1800, 1800, 4, 1, 'http://localhost/', '2026-11-24T00:00:00Z')`);
      await old.db.execute(sql`set session_replication_role = origin`);
      await old.close();
      old = null;

      upgraded = await openDatabase(empty.target);
      const rows: unknown = await upgraded.db.execute(
        sql`select id, purpose, ref, amount_fen::int as amount from pay_orders order by id`,
      );
      expect((rows as { rows: unknown[] }).rows).toEqual([
        { id: 1, purpose: 'top_up', ref: null, amount: 600 },
        { id: 2, purpose: 'plan', ref: '41', amount: 1800 },
      ]);
      // Every order but a top-up names what it buys.
      const refusal = await upgraded.db
        .execute(
          sql`
          insert into pay_orders (user_id, purpose, ref, amount_fen, coin_fen, charge_way, return_url, created_at)
          values (7, 'plan', null, 100, 100, 3, 'http://localhost/', now())`,
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(String((refusal as { cause?: unknown } | null)?.cause)).toMatch(/pay_orders_ref/);
    } finally {
      await old?.close();
      await upgraded?.close();
      await empty.remove();
    }
  });
});
