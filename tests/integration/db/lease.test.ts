// Pins the once-only work's lease (issue 20 §4; server/platform/lease.ts) on PGlite and, under
// test:postgres, PostgreSQL: one holder at a time, even when two claim at once; the holder keeps it
// by renewing; a holder that stops renewing loses it once it expires and another takes it; a clean
// stop hands it over at once; an instance restarted under its own name takes it straight back. Time
// is passed in, so nothing here waits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../../server/db/database';
import { leases } from '../../../server/db/schema';
import { Lease, Leadership } from '../../../server/platform/lease';
import { testDatabase } from '../../kit/testDatabase';

const TTL = 6000;
let database: OpenedDatabase;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(leases);
});

const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 12) + ms);
const lease = (holder: string) => new Lease(database.db, 'world', holder, TTL);

describe('the lease', () => {
  it('has one holder at a time; the holder renews it, the other is refused', async () => {
    const a = lease('a');
    const b = lease('b');
    expect(await a.claim(at(0))).toBe(true);
    expect(await b.claim(at(1000))).toBe(false);
    expect(await a.claim(at(2000))).toBe(true);
    // Renewed at 2 s, so still a's at 7 s (it would have run out at 6 s unrenewed).
    expect(await b.claim(at(7000))).toBe(false);
    expect(await a.holderAt(at(7000))).toBe('a');
  });

  it('goes to another instance once the holder has stopped renewing and it has run out', async () => {
    const a = lease('a');
    const b = lease('b');
    expect(await a.claim(at(0))).toBe(true);
    expect(await b.claim(at(TTL - 1))).toBe(false);
    expect(await b.claim(at(TTL))).toBe(true);
    // The old holder, back too late, cannot renew it.
    expect(await a.claim(at(TTL + 1))).toBe(false);
    expect(await b.holderAt(at(TTL + 1))).toBe('b');
  });

  it('is won by exactly one of many instances claiming at the same moment', async () => {
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((holder) => lease(holder).claim(at(0))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('is free for another at once after a clean release', async () => {
    const a = lease('a');
    await a.claim(at(0));
    await a.release();
    expect(await lease('b').claim(at(1))).toBe(true);
  });

  it('comes straight back to an instance restarted under its own name', async () => {
    await lease('a').claim(at(0));
    // A new process, same INSTANCE_ID: no other process can be "a", so no wait for the expiry.
    expect(await lease('a').claim(at(100))).toBe(true);
  });

  it('releases only its own holder’s lease', async () => {
    await lease('a').claim(at(0));
    await lease('b').release();
    expect(await lease('a').holderAt(at(1))).toBe('a');
  });
});

describe('leadership', () => {
  function leader(holder: string, clock: { now: number }) {
    const log: string[] = [];
    const note = (what: string) => () => {
      log.push(what);
      return Promise.resolve();
    };
    const leadership = new Leadership(
      lease(holder),
      { onLead: note('lead'), onFollow: note('follow') },
      () => at(clock.now).getTime(),
    );
    return { leadership, log };
  }

  it('starts the work where the lease is taken, and moves it when the holder goes quiet', async () => {
    const clock = { now: 0 };
    const a = leader('a', clock);
    const b = leader('b', clock);
    await a.leadership.check();
    await b.leadership.check();
    expect(a.log).toEqual(['lead']);
    expect(b.log).toEqual([]);

    // a stops checking (killed); b keeps trying and takes over once the lease has run out.
    clock.now = TTL - 1;
    await b.leadership.check();
    expect(b.log).toEqual([]);
    clock.now = TTL;
    await b.leadership.check();
    expect(b.log).toEqual(['lead']);

    // a comes back (a pause, not a death): it finds the lease gone and stops its work.
    clock.now = TTL + 500;
    await a.leadership.check();
    expect(a.log).toEqual(['lead', 'follow']);
    expect(a.leadership.isLeading).toBe(false);
  });

  it('hands over at once on resign: the work stops first, then the lease is let go', async () => {
    const clock = { now: 0 };
    const a = leader('a', clock);
    const b = leader('b', clock);
    await a.leadership.check();
    await a.leadership.resign();
    expect(a.log).toEqual(['lead', 'follow']);
    clock.now = 1;
    await b.leadership.check();
    expect(b.log).toEqual(['lead']);
  });
});
