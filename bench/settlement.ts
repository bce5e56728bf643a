/**
 * Settlement and records (issue 19 §3). On a seeded world (PGlite, or PostgreSQL when DATABASE_URL
 * is set — `npm run bench:settlement` does both):
 *
 * 1. The seed's own settlement: the past 30 days' plans, settled by the job inside the seed.
 * 2. A simulated day: 100 experts (the 40 seeded and 60 more) each publish plans on the next day's
 *    matches, fans buy the paid ones (no-win-refund ones held), then the day's matches finish in four
 *    rounds, the job settling after each: the time per round and for the day, plans settled per second.
 * 3. The 100 experts' records recomputed from scratch against the incrementally kept ones.
 *
 * Prints figures; asserts nothing but the equality it reports.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { formatInterpretation } from '../contracts/interpretation';
import { experts, matches, plans, users } from '../server/db/schema';
import { recomputeRecords, recordsOf } from '../server/features/experts';
import { payPlan, settleDuePlans } from '../server/features/plans';
import { auditLedger, transfer } from '../server/platform/ledger';
import { ensureWorld } from '../server/seed/index';
import { buildWorld } from '../server/domain/sport/world';
import { testDatabase } from '../tests/kit/testDatabase';
import { DAY_MS } from '../domain/time';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const BUYERS = 5;
const opened = await testDatabase();
const { db } = opened;

const ms = (started: number) => Math.round(performance.now() - started);

try {
  let started = performance.now();
  await ensureWorld(db, buildWorld(SEED), { seed: SEED, now: NOW });
  const seeded = await db.select({ id: plans.id }).from(plans).where(gt(plans.result, 0));
  console.log(
    `${engine}: world seeded in ${ms(started)} ms, ${seeded.length} past plans settled by the seed's job`,
  );

  // 60 more experts, so that 100 publish.
  const extra = await db
    .insert(experts)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        nickname: `压测专家${i + 1}`,
        intro: '',
        strength: 5,
        userLevel: 2,
        qiuFlag: 1 + (i % 2),
        followers: 0,
      })),
    )
    .returning({ id: experts.id, qiuFlag: experts.qiuFlag });
  const all = [...(await db.select({ id: experts.id, qiuFlag: experts.qiuFlag }).from(experts))];
  const day = await db
    .select({ id: matches.id, sport: matches.sport, matchTime: matches.matchTime })
    .from(matches)
    .where(
      and(
        eq(matches.status, 0),
        gt(matches.matchTime, new Date(NOW)),
        lte(matches.matchTime, new Date(NOW + DAY_MS)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id));

  // Each expert publishes on up to 8 of the day's matches of its ball type: 胜平负 / 胜负, at fixed odds.
  const rows: Array<typeof plans.$inferInsert> = [];
  for (const [index, expert] of all.entries()) {
    const mine = day
      .filter((m) => m.sport === expert.qiuFlag)
      .filter((_, i) => (i + index) % 3 === 0)
      .slice(0, 8);
    for (const [k, m] of mine.entries()) {
      const football = m.sport === 1;
      const odds = football ? [0, 0, 0] : [0, 0];
      odds[(index + k) % odds.length] = football ? 21_000 : 18_500;
      const priceFen = k % 2 === 0 ? 1_800 : 0;
      rows.push({
        planNo: `B${expert.id}-${m.id}`,
        expertId: expert.id,
        matchId: m.id,
        raceType: m.sport,
        title: '压测方案',
        summary: '压测',
        content: formatInterpretation([{ gameId: football ? 4071 : 4061, handicap: null, odds }]),
        priceFen,
        refundIfLost: priceFen > 0 && k % 4 === 0,
        publishedAt: new Date(NOW - 60_000),
      });
    }
  }
  const published = await db
    .insert(plans)
    .values(rows)
    .returning({ id: plans.id, priceFen: plans.priceFen });

  // Fans with coins buy every paid plan.
  const fans = await db
    .insert(users)
    .values(Array.from({ length: BUYERS }, (_, i) => ({ account: `settle_bench_${i}` })))
    .returning({ id: users.id });
  for (const fan of fans) {
    const given = await transfer(
      db,
      {
        key: `bench:coins:${fan.id}`,
        kind: 'grant',
        memo: '压测',
        from: { house: 'opening' },
        to: { user: fan.id, kind: 'coin' },
        amountFen: 10_000_000,
      },
      NOW,
    );
    if (!given.ok) throw new Error(given.refusal.code);
  }
  started = performance.now();
  let purchases = 0;
  for (const plan of published.filter((p) => p.priceFen > 0))
    for (const fan of fans) {
      const paid = await payPlan(db, plan.id, fan.id, NOW);
      if (!paid.ok) throw new Error(paid.refusal.code);
      purchases += 1;
    }
  console.log(
    `${engine}: ${all.length} experts (${extra.length} added) published ${published.length} plans on ${day.length} matches of a day; ${purchases} purchases in ${ms(started)} ms`,
  );

  // The day's matches finish in four rounds; the job settles after each.
  const rounds = 4;
  const perRound = Math.ceil(day.length / rounds);
  let dayMs = 0;
  let settledTotal = 0;
  for (let r = 0; r < rounds; r += 1) {
    const ending = day.slice(r * perRound, (r + 1) * perRound);
    for (const [i, m] of ending.entries()) {
      const football = m.sport === 1;
      await db
        .update(matches)
        .set({
          status: football ? 2 : -1,
          homeScore: football ? i % 3 : 90 + (i % 7) * 3,
          awayScore: football ? (i + 1) % 3 : 95,
          homeHalfScore: 0,
          awayHalfScore: 0,
        })
        .where(eq(matches.id, m.id));
    }
    started = performance.now();
    const n = await settleDuePlans(db, NOW + DAY_MS + r * 60_000);
    const took = ms(started);
    dayMs += took;
    settledTotal += n;
    console.log(
      `${engine}: round ${r + 1}: ${ending.length} matches ended, ${n} plans settled in ${took} ms`,
    );
  }
  console.log(
    `${engine}: the day settled: ${settledTotal} plans (${purchases} purchases) in ${dayMs} ms, ${Math.round((settledTotal * 1000) / Math.max(dayMs, 1))} plans/s`,
  );

  started = performance.now();
  const recomputed = await recomputeRecords(db);
  const recomputeMs = ms(started);
  const kept = await recordsOf(db, [...recomputed.keys()]);
  const differing = [...recomputed].filter(
    ([id, r]) => JSON.stringify(kept.get(id)) !== JSON.stringify(r),
  );
  console.log(
    `${engine}: records of ${recomputed.size} experts recomputed from scratch in ${recomputeMs} ms: ${differing.length === 0 ? 'equal to the kept ones' : `${differing.length} DIFFER`}`,
  );
  const audit = await auditLedger(db);
  console.log(`${engine}: ledger audit ${audit.ok ? 'ok' : JSON.stringify(audit.problems)}`);
} finally {
  await opened.close();
}
