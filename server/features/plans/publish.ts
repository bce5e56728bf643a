import { and, asc, count, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import {
  formatInterpretation,
  INTERPRETATION_GAMES,
  isInterpretationGameId,
  type InterpretationSegment,
} from '../../../contracts/interpretation';
import {
  PLAN_PRICES,
  PLAN_SUMMARY_CHARS,
  PLAN_TITLE_CHARS,
  PLANS_PER_DAY,
  PUBLISH_GAMES,
  PUBLISH_HORIZON_HOURS,
  PUBLISH_REFUSAL_CODES as C,
  type PublishGame,
  type PublishOptions,
} from '../../../contracts/plans';
import { REQUEST_REUSED } from '../../../contracts/refusals';
import { breaksTextRule } from '../../../contracts/userText';
import type { Database, DbOrTx, Tx } from '../../db/database';
import { experts, leagues, matches, odds, planPicks, plans, users } from '../../db/schema';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import {
  awayTeam,
  homeTeam,
  matchAway,
  matchHome,
  matchLeague,
  planMatchColumns,
} from './matchColumns';
import { isLineGame } from './settlement/rules';
import { NOT_STARTED, SPORT } from '../../../domain/sport';
import { beijingDayIndex, dayIndexStart, formatBeijing, HOUR_MS } from '../../../domain/time';

// Publishing a plan (issue 19 §1; docs/decisions/plan-publishing.md): an expert picks on a match
// not yet started; the odds are the market's at that moment (the crown provider's current odds),
// the plan is locked from then on — there is no edit and no delete — and it closes at kick-off.

export const PublishRefusals = {
  notExpert: { status: 403, code: C.notExpert, msg: '您还不是专家，暂不能发布方案' },
  freeOnly: { status: 409, code: C.freeOnly, msg: '实验室用户只能发布免费方案' },
  price: { status: 400, code: C.price, msg: '请选择方案价格' },
  refundNeedsPrice: { status: 400, code: C.refundNeedsPrice, msg: '免费方案不能设置不中退款' },
  matchClosed: { status: 409, code: C.matchClosed, msg: '该比赛已开赛或不在可发布范围内' },
  game: { status: 400, code: C.game, msg: '玩法选择有误，请重新选择' },
  option: { status: 400, code: C.option, msg: '请为每个玩法选择推荐选项' },
  oddsMissing: { status: 409, code: C.oddsMissing, msg: '该玩法暂无赔率，请选择其他玩法' },
  title: {
    status: 400,
    code: C.title,
    msg: `标题需${PLAN_TITLE_CHARS.min}-${PLAN_TITLE_CHARS.max}个字，且不能包含链接标签或特殊字符`,
  },
  summary: {
    status: 400,
    code: C.summary,
    msg: `分析需${PLAN_SUMMARY_CHARS.min}-${PLAN_SUMMARY_CHARS.max}个字，且不能包含链接标签`,
  },
  duplicate: { status: 409, code: C.duplicate, msg: '您已在这场比赛发布过方案' },
  requestReused: REQUEST_REUSED,
  dailyLimit: { status: 409, code: C.dailyLimit, msg: `每天最多发布${PLANS_PER_DAY}个方案` },
} as const satisfies Record<string, Refusal>;

/** The odds provider whose current odds a plan locks: the crown provider, every tab's default. */
const ODDS_PROVIDER = 0;

/** ×10000 to two decimals, as the content carries odds. */
const toContent = (decimal: number) => Math.round(decimal * 100) * 100;

type Triple = [number, number, number];

/** A game as it can be published now, from the match's current odds; null when there are none. */
function gameFromOdds(gameId: number, rows: Map<string, Triple>): PublishGame | null {
  const europe = rows.get('europe');
  const asia = rows.get('asia');
  const bigsmall = rows.get('bigsmall');
  const positive = (values: number[]) => values.every((v) => Number.isFinite(v) && v > 0);
  switch (gameId) {
    case 4071:
      return europe && positive(europe)
        ? { gameId, handicap: null, odds: europe.map(toContent) }
        : null;
    case 4061:
      return europe && positive([europe[0], europe[2]])
        ? { gameId, handicap: null, odds: [toContent(europe[0]), toContent(europe[2])] }
        : null;
    case 4078:
    case 4079: {
      // Football lines keep Hong Kong odds, as the content of these games does.
      const line = gameId === 4078 ? asia : bigsmall;
      return line && positive([line[0], line[2]])
        ? { gameId, handicap: line[1], odds: [toContent(line[0]), toContent(line[2])] }
        : null;
    }
    case 4062:
    case 4064: {
      // Basketball lines carry decimal odds in the content: the Hong Kong water plus the stake.
      const line = gameId === 4062 ? asia : bigsmall;
      return line && positive([line[0], line[2]])
        ? {
            gameId,
            handicap: line[1],
            odds: [toContent(1 + line[0]), toContent(1 + line[2])],
          }
        : null;
    }
    default:
      return null;
  }
}

/** Games open for publishing on some matches, from one query of their current odds. */
async function gamesOf(db: DbOrTx, list: ReadonlyArray<{ id: number; sport: number }>) {
  const out = new Map<number, PublishGame[]>();
  if (list.length === 0) return out;
  const rows = await db
    .select({ matchId: odds.matchId, type: odds.type, current: odds.current })
    .from(odds)
    .where(
      and(
        inArray(
          odds.matchId,
          list.map((m) => m.id),
        ),
        eq(odds.providerId, ODDS_PROVIDER),
      ),
    );
  const byMatch = new Map<number, Map<string, Triple>>();
  for (const row of rows) {
    const m = byMatch.get(row.matchId) ?? new Map<string, Triple>();
    m.set(row.type, row.current);
    byMatch.set(row.matchId, m);
  }
  for (const match of list) {
    const ids: readonly number[] =
      match.sport === SPORT.basketball ? PUBLISH_GAMES[2] : PUBLISH_GAMES[1];
    const found = byMatch.get(match.id) ?? new Map<string, Triple>();
    out.set(
      match.id,
      ids.flatMap((id) => gameFromOdds(id, found) ?? []),
    );
  }
  return out;
}

export interface Publisher {
  expertId: number;
  userLevel: number;
  qiuFlag: number;
}

/**
 * The expert behind a fan, or null when the fan is not one (level 0). A fan made an expert by the
 * promotion rule or an operator, who has no expert row yet, gets one on first use.
 */
async function publisherOf(db: DbOrTx, userId: number): Promise<Publisher | null> {
  const [user] = await db
    .select({
      userLevel: users.userLevel,
      qiuFlag: users.qiuFlag,
      nickName: users.nickName,
      account: users.account,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.userLevel <= 0) return null;
  const [row] = await db
    .select({ id: experts.id, qiuFlag: experts.qiuFlag })
    .from(experts)
    .where(eq(experts.userId, userId));
  if (row) return { expertId: row.id, userLevel: user.userLevel, qiuFlag: row.qiuFlag };
  const qiuFlag = user.qiuFlag === SPORT.basketball ? SPORT.basketball : SPORT.football;
  const [made] = await db
    .insert(experts)
    .values({
      userId,
      nickname: user.nickName ?? user.account,
      intro: '',
      strength: 10,
      userLevel: user.userLevel,
      qiuFlag,
      followers: 0,
    })
    .returning({ id: experts.id });
  return made ? { expertId: made.id, userLevel: user.userLevel, qiuFlag } : null;
}

const pricesFor = (userLevel: number) => (userLevel >= 2 ? [...PLAN_PRICES] : [0]);

/** Matches of a sport open for publishing at `now`: not started, kicking off within the horizon. */
async function openMatches(
  db: DbOrTx,
  sport: number,
  now: number,
  horizonHours = PUBLISH_HORIZON_HOURS,
) {
  return db
    .select(planMatchColumns)
    .from(matches)
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(
      and(
        eq(matches.sport, sport),
        eq(matches.status, NOT_STARTED),
        gt(matches.matchTime, new Date(now)),
        lte(matches.matchTime, new Date(now + horizonHours * HOUR_MS)),
      ),
    )
    .orderBy(asc(matches.matchTime), asc(matches.id))
    .limit(200);
}

/**
 * What a kind of reading asks of the publish options: which of the offered matches the expert has
 * one on already, how many they published today, and — for a reading of its own rules — only some
 * matches (the 胜负彩 issue on sale) and some games (胜平负), of one ball.
 */
export interface OptionsTarget {
  publishedOn(db: DbOrTx, expertId: number, matchIds: readonly number[]): Promise<Set<number>>;
  today(db: DbOrTx, expertId: number, now: number): Promise<number>;
  /** Only these matches (undefined: every open one). */
  matchIds?: ReadonlySet<number>;
  /** Only these games (undefined: every one offered). */
  gameIds?: readonly number[];
  /** This ball only, whatever is asked. */
  sport?: number;
  /** How far ahead a match may kick off (PUBLISH_HORIZON_HOURS by default). */
  horizonHours?: number;
}

/** The plans the expert published today (Beijing day): the daily limit counts these. */
async function plansToday(db: DbOrTx, expertId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plans)
    .where(
      and(
        eq(plans.expertId, expertId),
        gte(plans.publishedAt, new Date(dayIndexStart(beijingDayIndex(now)))),
      ),
    );
  return row?.n ?? 0;
}

const planOptions: OptionsTarget = {
  async publishedOn(db, expertId, matchIds) {
    if (matchIds.length === 0) return new Set();
    const mine = await db
      .select({ matchId: plans.matchId })
      .from(plans)
      .where(and(eq(plans.expertId, expertId), inArray(plans.matchId, [...matchIds])));
    return new Set(mine.map((r) => r.matchId));
  },
  today: plansToday,
};

/**
 * GET /api/plan/publish/options: matches open for publishing with their games and odds now, and the
 * expert's count and matches of the kind published (plans by default; interpretations give theirs).
 */
export async function publishOptions(
  db: Database,
  userId: number,
  qiuFlag: number | null,
  now: number,
  target: OptionsTarget = planOptions,
): Promise<Outcome<PublishOptions>> {
  const publisher = await publisherOf(db, userId);
  if (!publisher) return refused(PublishRefusals.notExpert);
  const sport = target.sport ?? qiuFlag ?? publisher.qiuFlag;
  const open = await openMatches(db, sport, now, target.horizonHours);
  const list = target.matchIds ? open.filter((m) => target.matchIds?.has(m.matchId)) : open;
  const games = await gamesOf(
    db,
    list.map((m) => ({ id: m.matchId, sport: m.sport })),
  );
  const published = await target.publishedOn(
    db,
    publisher.expertId,
    list.map((m) => m.matchId),
  );
  const offered = (matchId: number) =>
    (games.get(matchId) ?? []).filter(
      (g) => target.gameIds === undefined || target.gameIds.includes(g.gameId),
    );
  return done({
    expertId: publisher.expertId,
    userLevel: publisher.userLevel,
    qiuFlag: sport,
    prices: pricesFor(publisher.userLevel),
    todayCount: await target.today(db, publisher.expertId, now),
    dailyLimit: PLANS_PER_DAY,
    matches: list
      .map((m) => ({
        match: { ...m, matchTime: m.matchTime.getTime() },
        games: offered(m.matchId),
        published: published.has(m.matchId),
      }))
      .filter((m) => m.games.length > 0),
  });
}

export interface PublishRequest {
  requestId: string;
  matchId: number;
  picks: ReadonlyArray<{ gameId: number; options: readonly number[] }>;
  title: string;
  summary: string;
  price: number;
  refundIfLost: boolean;
}

/** The request's own checks, before anything is read. */
function requestProblem(req: PublishRequest, publisher: Publisher): Refusal | null {
  if (!(PLAN_PRICES as readonly number[]).includes(req.price)) return PublishRefusals.price;
  if (req.price > 0 && publisher.userLevel < 2) return PublishRefusals.freeOnly;
  if (req.refundIfLost && req.price === 0) return PublishRefusals.refundNeedsPrice;
  if (breaksTextRule(req.title.trim(), PLAN_TITLE_CHARS, false)) return PublishRefusals.title;
  if (breaksTextRule(req.summary.trim(), PLAN_SUMMARY_CHARS, true)) return PublishRefusals.summary;
  const games = req.picks.map((p) => p.gameId);
  if (new Set(games).size !== games.length) return PublishRefusals.game;
  for (const pick of req.picks) {
    if (!isInterpretationGameId(pick.gameId)) return PublishRefusals.game;
    const values = INTERPRETATION_GAMES[pick.gameId].values.length;
    const distinct = new Set(pick.options);
    if (distinct.size !== pick.options.length) return PublishRefusals.option;
    if (pick.options.some((o) => !Number.isInteger(o) || o < 0 || o >= values))
      return PublishRefusals.option;
    // A line has two sides: one is the pick. Elsewhere a double chance (two options) at most, and
    // never every option of the game: a pick that cannot lose is no pick.
    const most = isLineGame(pick.gameId) ? 1 : Math.min(2, values - 1);
    if (pick.options.length > most) return PublishRefusals.option;
  }
  return null;
}

/** The plan number: the Beijing day and the plan's id (unique, and tells the day at a glance). */
function planNoOf(id: number, now: number): string {
  return `${formatBeijing(now, 'yyyyMMdd')}${String(id).padStart(6, '0')}`;
}

async function insertPlan(
  tx: Tx,
  publisher: Publisher,
  req: PublishRequest,
  segments: InterpretationSegment[],
  sport: number,
  now: number,
): Promise<{ planId: number; planNo: string }> {
  const [made] = await tx
    .insert(plans)
    .values({
      planNo: '',
      expertId: publisher.expertId,
      matchId: req.matchId,
      raceType: sport,
      title: req.title.trim(),
      summary: req.summary.trim(),
      content: formatInterpretation(segments),
      priceFen: req.price * 100,
      refundIfLost: req.refundIfLost,
      publishedAt: new Date(now),
      requestId: req.requestId,
    })
    .returning({ id: plans.id });
  if (!made) throw new Error('plan insert returned nothing');
  const planNo = planNoOf(made.id, now);
  await tx.update(plans).set({ planNo }).where(eq(plans.id, made.id));
  await tx
    .insert(planPicks)
    .values(segments.map((s, seq) => ({ planId: made.id, seq, gameId: s.gameId, result: null })));
  return { planId: made.id, planNo };
}

/** A published plan: its number, and what its expert's subscribers are told of. */
export interface Published {
  planId: number;
  planNo: string;
  plan: { id: number; expertId: number; title: string };
}

/**
 * Where a published reading is written: a plan here, an interpretation (issue 34) in its feature.
 * Publishing — the expert, the match open, the picks at the market's odds now, the texts, the price,
 * the daily limit, one request published once — is the same for both; each keeps its own table.
 */
export interface PublishTarget<Made> {
  /** What this expert published with this request id already, and on which match. */
  retried(
    tx: Tx,
    expertId: number,
    req: PublishRequest,
  ): Promise<{ made: Made; matchId: number } | undefined>;
  /** Whether the expert published one on this match already (one per match). */
  exists(tx: Tx, expertId: number, matchId: number): Promise<boolean>;
  /** What a second one on the match is told (the plans' 您已在这场比赛发布过方案 by default). */
  duplicate?: Refusal;
  /** How many the expert published today (Beijing day). */
  today(tx: Tx, expertId: number, now: number): Promise<number>;
  /** The target's own rule for this request on this match, or null. */
  problem?(req: PublishRequest, match: { sport: number }): Refusal | null;
  /** How far ahead the match may kick off (PUBLISH_HORIZON_HOURS by default). */
  horizonHours?: number;
  /** The target's own rule for the picks as priced now (the market's lines and odds), or null. */
  priced?(segments: readonly InterpretationSegment[]): Refusal | null;
  insert(
    tx: Tx,
    publisher: Publisher,
    req: PublishRequest,
    segments: InterpretationSegment[],
    sport: number,
    now: number,
  ): Promise<Made>;
}

const planTarget: PublishTarget<Published> = {
  async retried(tx, expertId, req) {
    const [row] = await tx
      .select({ id: plans.id, planNo: plans.planNo, matchId: plans.matchId })
      .from(plans)
      .where(and(eq(plans.expertId, expertId), eq(plans.requestId, req.requestId)));
    return (
      row && {
        matchId: row.matchId,
        made: {
          planId: row.id,
          planNo: row.planNo,
          plan: { id: row.id, expertId, title: req.title.trim() },
        },
      }
    );
  },
  async exists(tx, expertId, matchId) {
    const [row] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.expertId, expertId), eq(plans.matchId, matchId)));
    return row !== undefined;
  },
  today: plansToday,
  async insert(tx, publisher, req, segments, sport, now) {
    const made = await insertPlan(tx, publisher, req, segments, sport, now);
    return {
      ...made,
      plan: { id: made.planId, expertId: publisher.expertId, title: req.title.trim() },
    };
  },
};

/**
 * Publishes a reading into its target: checks, then in one transaction with the expert's row
 * locked (their publishing goes one at a time: the daily count holds): the reading with its odds
 * now. A retry of the same request answers what it made.
 */
export async function publishReading<Made>(
  db: Database,
  userId: number,
  req: PublishRequest,
  target: PublishTarget<Made>,
  now: number,
): Promise<Outcome<Made>> {
  try {
    const made = await db.transaction(async (tx): Promise<Made> => {
      // The member's row first: a member's first reading makes their expert row, and two first
      // readings at once would each make one (and lock a row of their own) without it.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const publisher = await publisherOf(tx, userId);
      if (!publisher) throw new RefusedError(PublishRefusals.notExpert);
      await tx
        .select({ id: experts.id })
        .from(experts)
        .where(eq(experts.id, publisher.expertId))
        .for('update');
      // A retried request answers what it made; its id on another match is a client's bug.
      const retried = await target.retried(tx, publisher.expertId, req);
      if (retried) {
        if (retried.matchId !== req.matchId) throw new RefusedError(PublishRefusals.requestReused);
        return retried.made;
      }
      if (await target.exists(tx, publisher.expertId, req.matchId))
        throw new RefusedError(target.duplicate ?? PublishRefusals.duplicate);
      const problem = requestProblem(req, publisher);
      if (problem) throw new RefusedError(problem);
      const [match] = await tx
        .select({
          id: matches.id,
          sport: matches.sport,
          status: matches.status,
          matchTime: matches.matchTime,
        })
        .from(matches)
        .where(eq(matches.id, req.matchId));
      const kickOff = match?.matchTime.getTime() ?? 0;
      if (
        !match ||
        match.status !== NOT_STARTED ||
        kickOff <= now ||
        kickOff > now + (target.horizonHours ?? PUBLISH_HORIZON_HOURS) * HOUR_MS
      )
        throw new RefusedError(PublishRefusals.matchClosed);
      const allowed: readonly number[] =
        match.sport === SPORT.basketball ? PUBLISH_GAMES[2] : PUBLISH_GAMES[1];
      if (req.picks.some((p) => !allowed.includes(p.gameId)))
        throw new RefusedError(PublishRefusals.game);
      const own = target.problem?.(req, match);
      if (own) throw new RefusedError(own);
      const offered = (await gamesOf(tx, [match])).get(match.id) ?? [];
      const segments = req.picks.map((pick): InterpretationSegment => {
        const game = offered.find((g) => g.gameId === pick.gameId);
        if (!game || !isInterpretationGameId(game.gameId))
          throw new RefusedError(PublishRefusals.oddsMissing);
        return {
          gameId: game.gameId,
          handicap: game.handicap,
          // The picked options keep their odds now; the others are 0 (the content's pick marking).
          odds: game.odds.map((value, index) => (pick.options.includes(index) ? value : 0)),
        };
      });
      const mispriced = target.priced?.(segments);
      if (mispriced) throw new RefusedError(mispriced);
      if ((await target.today(tx, publisher.expertId, now)) >= PLANS_PER_DAY)
        throw new RefusedError(PublishRefusals.dailyLimit);
      return target.insert(tx, publisher, req, segments, match.sport, now);
    });
    return done(made);
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}

/** POST /api/plan/publish: a plan, locked from then on (no edit, no delete). */
export function publishPlan(
  db: Database,
  userId: number,
  req: PublishRequest,
  now: number,
): Promise<Outcome<Published>> {
  return publishReading(db, userId, req, planTarget, now);
}
