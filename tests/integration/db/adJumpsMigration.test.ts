// Pins the upgrade of migration 0030 (adverts take the spec's jump kinds; docs/decisions/ad-jumps.md)
// on PGlite and, under with-postgres.sh, PostgreSQL: a database whose adverts hold an in-app path
// keeps every advert — the seed's two become the inner pages they are (115, 38), any other path a
// custom page (type 46) naming its route and query, and a path no route can be a picture only.
import { readFileSync, writeFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, type OpenedDatabase } from '../../../server/db/database';
import { ads } from '../../../server/db/schema';
import { emptyDatabase } from '../../kit/testDatabase';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations that stops before the one tagged `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-ad-jumps-'));
  scratch.push(dir);
  const migrations = join(dir, 'migrations');
  cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
  const journalPath = join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return migrations;
}

describe('upgrading adverts stored as in-app paths (migration 0030)', () => {
  it('gives each one the jump kind it means, and keeps every advert', async () => {
    const empty = await emptyDatabase();
    let old: OpenedDatabase | null = null;
    let upgraded: OpenedDatabase | null = null;
    try {
      old = await openDatabase(empty.target, {
        migrationsFolder: migrationsBefore('0030_ad_jumps'),
      });
      // Plain SQL in the old table's shape: today's schema has no jump_path.
      await old.db.execute(sql`
        insert into ads (id, location, title, image_url, jump_path, sort) values
          (1, 52, '专家包月', '/ads/set-meal-jingcai.svg', '/special-home', 0),
          (2, 53, '十四场', '/ads/set-meal-old-lottery.svg', '/jiedu-list?type=3', 0),
          (3, 52, '方案', '/ads/a.svg', '/plan-list/1/all', 1),
          (4, 52, '名家榜', '/ads/b.svg', '/expert-list?qiuFlag=1&tab=famous', 2),
          (5, 52, '只展示', '/ads/c.svg', null, 3),
          (6, 52, '文件', '/ads/d.svg', '/download/app.apk', 4)`);
      await old.close();
      old = null;

      upgraded = await openDatabase(empty.target);
      const rows = await upgraded.db
        .select({
          id: ads.id,
          jumpType: ads.jumpType,
          jumpInnerId: ads.jumpInnerId,
          jumpParam: ads.jumpParam,
          jumpUrl: ads.jumpUrl,
          jumpExtra: ads.jumpExtra,
        })
        .from(ads)
        .orderBy(asc(ads.id));
      const none = { jumpInnerId: null, jumpParam: null, jumpUrl: null, jumpExtra: null };
      expect(rows).toEqual([
        { id: 1, ...none, jumpType: 1, jumpInnerId: 115 },
        { id: 2, ...none, jumpType: 1, jumpInnerId: 38 },
        { id: 3, ...none, jumpType: 46, jumpExtra: { page: 'plan-list/1/all', params: {} } },
        {
          id: 4,
          ...none,
          jumpType: 46,
          jumpExtra: { page: 'expert-list', params: { qiuFlag: '1', tab: 'famous' } },
        },
        { id: 5, ...none, jumpType: null },
        { id: 6, ...none, jumpType: null },
      ]);
    } finally {
      await old?.close();
      await upgraded?.close();
      await empty.remove();
    }
  });
});
