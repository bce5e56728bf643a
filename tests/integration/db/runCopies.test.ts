// Pins the copies every test file starts from (tests/kit/runTemplates.ts, seededDatabase.ts;
// docs/decisions/test-speed.md): a database opened from a dump holds the dumped rows — PGlite
// ignores `loadDataDir` passed beside a data directory argument, and the files then silently
// migrated and seeded nothing — and a seeded copy is a copy: what one file writes, the next file's
// copy does not see.
import { count } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { matches, users } from '../../../server/db/schema';
import { seededTestDatabase } from '../../kit/seededDatabase';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');

describe('the run’s database copies', () => {
  it('opens a PGlite from a dump with every dumped row', async () => {
    const source = await openDatabase({ kind: 'pglite', dataDir: null });
    await source.db.insert(users).values({ account: 'dumped', nickName: '已复制' });
    const dump = await (source.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await source.close();
    const copy = await openDatabase({ kind: 'pglite', dataDir: null, from: dump });
    try {
      expect(await copy.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    } finally {
      await copy.close();
    }
  });

  it('gives every file its own copy of the seeded world', async () => {
    const world = { seed: SEED, now: NOW, parts: ['sport'] } as const;
    const first = await seededTestDatabase(world);
    const second = await seededTestDatabase(world);
    try {
      const seeded = await first.db.select({ n: count() }).from(matches);
      expect(seeded[0]!.n).toBeGreaterThan(1000);
      expect(await second.db.select({ n: count() }).from(matches)).toEqual(seeded);
      await first.db.insert(users).values({ account: 'copy_only', nickName: '只在第一份' });
      expect(await second.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
