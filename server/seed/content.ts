import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  ads,
  coupons,
  experts,
  interpretations,
  leagues,
  matches,
  plans,
  setMeals,
  teams,
  users,
} from '../db/schema';
import { settleDuePlans } from '../features/plans';
import { slipMatchIds } from '../features/lottery';
import { OLD_LOTTERY_GAME_ID } from '../../contracts/lottery';
import { SPORT } from '../../domain/sport';
import { buildAds, focusMatchOf } from './content/ads';
import { buildCoupons } from './content/coupons';
import { buildExperts, linkDemoExpert } from './content/experts';
import { buildMatchContent, type SeedExpert, type SeedMatch } from './content/plans';
import { buildSetMeals } from './content/setMeals';
import { createRandom, hashSeed } from '../domain/random';

// Seeds experts and what they sell — plans, interpretations, set meals — and the demo fans'
// coupons, on top of the matches already in the database. Everything follows from the seed and
// `now`: the same pair on a fresh database gives the same rows, ids included.

/** A line sink, or a pino/Fastify logger (its info gets the counts and the time as fields). */
export type SeedContentLog =
  ((line: string) => void) | { info(fields: object, message: string): void };

export interface SeedContentOptions {
  seed: number;
  /** The moment the world is seeded at (a Date or epoch ms): publish times and coupon validity follow it. */
  now: Date | number;
  /** Where the report goes (counts and time); nothing is reported without it. */
  log?: SeedContentLog;
}

export interface SeedContentResult {
  experts: number;
  plans: number;
  interpretations: number;
  setMeals: number;
  coupons: number;
}

const BATCH = 500;
/** The famous experts who sell a monthly package (专家包月). */
const MONTHLY_EXPERTS = 4;
const DEMO_ACCOUNTS = ['demo_expert', 'demo_fan', 'demo_vip'] as const;

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function readMatches(db: Database): Promise<SeedMatch[]> {
  // One after the other: inside a transaction the pg driver has one connection, not a pool.
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams);
  const leagueRows = await db
    .select({ id: leagues.id, shortName: leagues.shortName })
    .from(leagues);
  const matchRows = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      leagueId: matches.leagueId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      matchTime: matches.matchTime,
      status: matches.status,
      isHot: matches.isHot,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeHalfScore: matches.homeHalfScore,
      awayHalfScore: matches.awayHalfScore,
      gameTabs: matches.gameTabs,
    })
    .from(matches)
    .orderBy(asc(matches.id));
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const leagueName = new Map(leagueRows.map((l) => [l.id, l.shortName]));
  const onSlip = lotterySlipMatches(matchRows);
  return matchRows.map(({ leagueId, homeTeamId, awayTeamId, gameTabs: _tabs, ...match }) => ({
    ...match,
    onSlip: onSlip.has(match.id),
    names: {
      home: teamName.get(homeTeamId) ?? '主队',
      away: teamName.get(awayTeamId) ?? '客队',
      league: leagueName.get(leagueId) ?? '联赛',
    },
  }));
}

/**
 * The matches on a 胜负彩 issue's slip (server/features/lottery/issues.ts): old-lottery readings are
 * written on those only, so each one's page shows the issue it reads.
 */
function lotterySlipMatches(
  rows: ReadonlyArray<{
    id: number;
    sport: number;
    matchTime: Date;
    status: number;
    gameTabs: unknown;
  }>,
): Set<number> {
  const candidates = rows
    .filter(
      (m) =>
        m.sport === SPORT.football &&
        Array.isArray(m.gameTabs) &&
        m.gameTabs.includes(OLD_LOTTERY_GAME_ID),
    )
    .map((m) => ({ id: m.id, matchTime: m.matchTime.getTime(), status: m.status }));
  return slipMatchIds(candidates);
}

export async function seedContent(
  db: Database,
  options: SeedContentOptions,
): Promise<SeedContentResult> {
  const started = performance.now();
  const { seed } = options;
  const now = new Date(options.now);

  const result = await db.transaction(async (tx): Promise<SeedContentResult> => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(experts);
    if ((existing?.n ?? 0) > 0) {
      return { experts: 0, plans: 0, interpretations: 0, setMeals: 0, coupons: 0 };
    }
    const demo = await tx
      .select({
        id: users.id,
        account: users.account,
        nickName: users.nickName,
        userLevel: users.userLevel,
        qiuFlag: users.qiuFlag,
      })
      .from(users)
      .where(inArray(users.account, [...DEMO_ACCOUNTS]));
    const demoUser = (account: (typeof DEMO_ACCOUNTS)[number]) =>
      demo.find((u) => u.account === account);

    // Experts, then their ids (serial) for everything that refers to them.
    const expertRows = buildExperts(createRandom(hashSeed(seed, 'experts')));
    const demoExpert = demoUser('demo_expert');
    if (demoExpert) linkDemoExpert(expertRows, demoExpert);
    const inserted = await tx
      .insert(experts)
      .values(expertRows.map(({ leagues: _leagues, ...row }) => row))
      .returning({ id: experts.id, qiuFlag: experts.qiuFlag, userLevel: experts.userLevel });
    // Ids follow the insert's order: the n-th id is the n-th expert built, with its leagues.
    const expertList: SeedExpert[] = inserted
      .sort((a, b) => a.id - b.id)
      .map((row, index) => ({ ...row, leagues: expertRows[index]?.leagues ?? [] }));
    const stars = expertRows
      .map((row, index) => ({ ...row, id: expertList[index]?.id ?? 0 }))
      .filter((row) => row.userLevel === 2)
      .sort((a, b) => a.strength - b.strength || a.id - b.id);
    const star = stars[0] ?? null;

    const matchList = await readMatches(tx);
    const content = buildMatchContent(seed, now, matchList, expertList);
    await insertBatches(content.plans, (batch) => tx.insert(plans).values(batch));
    await insertBatches(content.interpretations, (batch) =>
      tx.insert(interpretations).values(batch),
    );
    // The past's plans are published pending and settled by the settlement job, as any plan is:
    // the experts' records follow from them.
    await settleDuePlans(tx, now.getTime());

    const mealRows = buildSetMeals(
      createRandom(hashSeed(seed, 'setMeals')),
      stars.slice(0, MONTHLY_EXPERTS),
    );
    await tx.insert(setMeals).values(mealRows);
    await tx.insert(ads).values(
      buildAds({
        match: focusMatchOf(matchList, now),
        expert: star ? { id: star.id, nickname: star.nickname } : null,
      }),
    );

    const couponRows = (['demo_fan', 'demo_vip'] as const).flatMap((account) => {
      const user = demoUser(account);
      return user && star ? buildCoupons(user.id, now, star.id) : [];
    });
    if (couponRows.length > 0) await tx.insert(coupons).values(couponRows);

    return {
      experts: expertRows.length,
      plans: content.plans.length,
      interpretations: content.interpretations.length,
      setMeals: mealRows.length,
      coupons: couponRows.length,
    };
  });

  report(options.log, result, Math.round(performance.now() - started));
  return result;
}

function report(log: SeedContentLog | undefined, result: SeedContentResult, ms: number): void {
  if (!log) return;
  const line =
    result.experts === 0
      ? 'content seed: experts already present, nothing to do'
      : `content seed: ${result.experts} experts, ${result.plans} plans, ` +
        `${result.interpretations} interpretations, ${result.setMeals} set meals, ` +
        `${result.coupons} coupons in ${ms} ms`;
  if (typeof log === 'function') log(line);
  else log.info({ content: result, ms }, line);
}
