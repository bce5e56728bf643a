// Pins the rule of the PostgreSQL pass (tests/integration/postgresSet.ts; docs/decisions/
// test-speed.md): every server module that queries the database lies in an area one of the pass's
// files covers, every file named exists, and every covered area still holds such a module — so a
// new feature's queries cannot slip out of the real-server run unnoticed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SET } from '../integration/postgresSet';

/** A module that talks to the database: the query builder on a handle, raw SQL, locks, the feed. */
const QUERIES =
  /\b(db|tx|database|trx)\s*\.(select|selectDistinct|insert|update|delete|execute|transaction|query)\b|\.transaction\(|\.for\('update'|pg_advisory|onConflictDo|\bLISTEN\b|pg_notify|\bNOTIFY\b/;

/** Where no query runs: the schema and its migrations, which every file exercises anyway. */
const NOT_QUERIES = [
  /^server\/db\/migrations\//,
  /^server\/db\/tables\//,
  /^server\/db\/schema\.ts$/,
];

function serverModules(dir = 'server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const queryModules = serverModules().filter(
  (path) =>
    !NOT_QUERIES.some((skip) => skip.test(path)) && QUERIES.test(readFileSync(path, 'utf8')),
);
const covered = POSTGRES_SET.flatMap((entry) => entry.covers);

describe('the PostgreSQL pass', () => {
  it('finds the modules that query the database (the rule has something to check)', () => {
    expect(queryModules.length).toBeGreaterThan(40);
    expect(queryModules).toContain('server/platform/ledger/transfer.ts');
  });

  it('covers every module that queries the database', () => {
    const uncovered = queryModules.filter((path) => !covered.some((area) => path.startsWith(area)));
    expect(uncovered, 'add a test file covering these to tests/integration/postgresSet.ts').toEqual(
      [],
    );
  });

  it('names files that exist, each once, each with its reason', () => {
    const files = POSTGRES_SET.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
    for (const entry of POSTGRES_SET) {
      expect(existsSync(entry.file), entry.file).toBe(true);
      expect(entry.why.length, entry.file).toBeGreaterThan(8);
    }
  });

  it('claims only areas that still query the database', () => {
    const stale = [...new Set(covered)].filter(
      (area) => !queryModules.some((path) => path.startsWith(area)),
    );
    expect(stale).toEqual([]);
  });
});
