/**
 * What a test run makes once and every test file starts from (docs/decisions/test-speed.md): the
 * vitest global setup (runTemplates.globalSetup.ts) makes them and hands them to the files with
 * `provide`; the kit reads them with `inject`. Outside a vitest run (a benchmark, a script) there
 * are none and the kit makes everything itself, as before.
 */
import { inject } from 'vitest';

/** The migrated, empty database every test file's own database is copied from. */
export type DatabaseTemplate =
  /** A PGlite data directory dumped to this file (`PGlite.dumpDataDir`). */
  | { kind: 'pglite'; file: string }
  /** A database on the PostgreSQL of DATABASE_URL, for `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this run only, removed when it ends (the seeded worlds: worldTemplate.ts). */
    matchdayRunDir: string;
    /** Null where the project makes no database (the browser tests' servers make their own). */
    matchdayDatabaseTemplate: DatabaseTemplate | null;
  }
}

/** `inject`, or undefined outside a vitest run (or in a project whose setup did not provide it). */
function provided<K extends 'matchdayRunDir' | 'matchdayDatabaseTemplate'>(
  key: K,
): ReturnType<typeof inject<K>> | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

export const runDir = (): string | undefined => provided('matchdayRunDir') ?? undefined;
export const databaseTemplate = (): DatabaseTemplate | undefined =>
  provided('matchdayDatabaseTemplate') ?? undefined;
