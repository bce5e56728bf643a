import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  EXPERT_REFUSAL_CODES,
  FAMOUS_PAGE_SIZE,
  GOOD_AT_MIN_PICKS,
  LEAGUE_RECORD_DAYS,
  RANKING_MIN_SETTLED,
  RANKING_TYPES,
  RETURN_FORMULA,
  type ExpertHome,
  type RankingRow,
} from '../../../contracts/experts';
import type { TipExpert } from '../../../contracts/matchcenter';
import type { Database } from '../../db/database';
import { expertFollows, experts } from '../../db/schema';
import { done, refused, RefusedError, type Outcome, type Refusal } from '../../platform/refusals';
import { expertBasicsColumns, tipExpertOf, tipExpertsOf } from './card';
import { emptyPeriod, gameRecords, leagueRecords, periodRecords, publishedCounts } from './queries';
import { EMPTY_RECORD, recordOf } from './records/fold';
import { recordsOf } from './records/store';

export const ExpertRefusals = {
  notFound: { status: 404, code: EXPERT_REFUSAL_CODES.notFound, msg: '专家不存在' },
  own: { status: 409, code: EXPERT_REFUSAL_CODES.own, msg: '不能关注自己' },
} as const satisfies Record<string, Refusal>;

const MONTH_DAYS = 30;

async function expertRow(db: Database, expertId: number) {
  const [row] = await db
    .select({
      ...expertBasicsColumns,
      intro: experts.intro,
      qiuFlag: experts.qiuFlag,
      followers: experts.followers,
    })
    .from(experts)
    .where(eq(experts.id, expertId));
  return row;
}

export async function isFollowing(db: Database, userId: number | null, expertId: number) {
  if (userId === null) return false;
  const [row] = await db
    .select({ userId: expertFollows.userId })
    .from(expertFollows)
    .where(and(eq(expertFollows.userId, userId), eq(expertFollows.expertId, expertId)));
  return row !== undefined;
}

/** GET /api/expert/home/{expertId}: who, the kept record, the last 30 days, the best leagues. */
export async function expertHome(
  db: Database,
  expertId: number,
  viewerId: number | null,
  now: number,
): Promise<Outcome<ExpertHome>> {
  const row = await expertRow(db, expertId);
  if (!row) return refused(ExpertRefusals.notFound);
  const state = (await recordsOf(db, [expertId])).get(expertId);
  const month = (await periodRecords(db, [expertId], MONTH_DAYS, now)).get(expertId);
  const leagues = await leagueRecords(db, { expertId, gameId: null, days: null, now });
  const goodAt = leagues
    .filter((l) => l.picks >= GOOD_AT_MIN_PICKS)
    .sort((a, b) => (b.hitRate ?? 0) - (a.hitRate ?? 0) || b.picks - a.picks)
    .slice(0, 3);
  const expert = tipExpertOf(row, state);
  return done({
    expert,
    intro: row.intro,
    qiuFlag: row.qiuFlag,
    followers: row.followers,
    following: await isFollowing(db, viewerId, expertId),
    own: viewerId !== null && row.userId === viewerId,
    record: recordOf(state ?? EMPTY_RECORD),
    month: month ?? emptyPeriod(MONTH_DAYS),
    goodAt,
    returnFormula: RETURN_FORMULA,
  });
}

/** POST /api/expertHome/leagueRecord/{expertId}: settled picks by league. */
export async function leagueRecord(
  db: Database,
  args: { expertId: number; gameType?: number; dateIndex?: number },
  now: number,
) {
  if (!(await expertRow(db, args.expertId))) return refused(ExpertRefusals.notFound);
  const days = LEAGUE_RECORD_DAYS[args.dateIndex ?? 0] ?? null;
  const rows = await leagueRecords(db, {
    expertId: args.expertId,
    gameId: args.gameType ? args.gameType : null,
    days,
    now,
  });
  return done({ rows });
}

/**
 * GET /api/expert/distribution/{expertId}/{qiuFlag}: the plans of a ball type, and their settled
 * picks by game and by league (the now of the all-time slice is not read).
 */
export async function distribution(db: Database, expertId: number, qiuFlag: number) {
  if (!(await expertRow(db, expertId))) return refused(ExpertRefusals.notFound);
  const [counts, rows, leagues] = await Promise.all([
    publishedCounts(db, expertId, qiuFlag),
    gameRecords(db, expertId, qiuFlag),
    leagueRecords(db, { expertId, gameId: null, days: null, now: 0, sport: qiuFlag }),
  ]);
  return done({ ...counts, rows, leagues });
}

/** The experts row of an id, or null: for the record pages of other files. */
export async function expertExists(db: Database, expertId: number): Promise<boolean> {
  return (await expertRow(db, expertId)) !== undefined;
}

type RankingType = keyof typeof RANKING_TYPES;

/**
 * Every ranked expert of a ball type (of one user level when given) for a ranking type, best first;
 * the page is cut after, so ranks count among the experts kept.
 */
export async function ranked(
  db: Database,
  qiuFlag: number,
  type: RankingType,
  now: number,
  userLevel: number | null = null,
) {
  const { days, by } = RANKING_TYPES[type];
  const list = await db
    .select(expertBasicsColumns)
    .from(experts)
    .where(
      and(
        eq(experts.qiuFlag, qiuFlag),
        userLevel === null ? undefined : eq(experts.userLevel, userLevel),
      ),
    );
  const periods = await periodRecords(
    db,
    list.map((e) => e.id),
    days,
    now,
  );
  const records = await recordsOf(
    db,
    list.map((e) => e.id),
  );
  const rows = list
    .map((e) => ({
      e,
      period: periods.get(e.id) ?? emptyPeriod(days),
      streak: records.get(e.id)?.currentStreak ?? 0,
    }))
    .filter((r) => (by === 'streak' ? r.streak > 0 : r.period.settled >= RANKING_MIN_SETTLED));
  const key = (r: (typeof rows)[number]) =>
    by === 'return'
      ? (r.period.returnRate ?? 0)
      : by === 'hit'
        ? (r.period.hitRate ?? 0)
        : r.streak;
  rows.sort((a, b) => key(b) - key(a) || b.period.settled - a.period.settled || a.e.id - b.e.id);
  return rows.map((r, index): RankingRow => ({
    rank: index + 1,
    expert: tipExpertOf(r.e, records.get(r.e.id)),
    period: r.period,
    currentStreak: r.streak,
  }));
}

/** GET /api/famous/ranking/{qiuFlag}/{type}: a page of 8, of one user level when asked. */
export async function famousRanking(
  db: Database,
  args: { qiuFlag: number; type: RankingType; pageNo: number; userLevel: number | null },
  now: number,
) {
  const all = await ranked(db, args.qiuFlag, args.type, now, args.userLevel);
  const start = (args.pageNo - 1) * FAMOUS_PAGE_SIZE;
  return done({
    list: all.slice(start, start + FAMOUS_PAGE_SIZE),
    pageNo: args.pageNo,
    pageSize: FAMOUS_PAGE_SIZE,
    hasMore: all.length > start + FAMOUS_PAGE_SIZE,
  });
}

/** GET /api/formalExpert/top10: the ten best by return over 30 days. */
export async function top10(db: Database, qiuFlag: number, now: number) {
  return done({ list: (await ranked(db, qiuFlag, 2, now)).slice(0, 10) });
}

/** `%` and `_` are the pattern's own characters: a fan's search for them means them literally. */
const likeText = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/expert/search: experts whose nickname contains the words (20 at most). */
export async function searchExperts(db: Database, words: string, qiuFlag: number | null) {
  const trimmed = words.trim();
  if (trimmed === '') return done({ list: [] as TipExpert[] });
  const rows = await db
    .select(expertBasicsColumns)
    .from(experts)
    .where(
      and(
        ilike(experts.nickname, likeText(trimmed)),
        qiuFlag ? eq(experts.qiuFlag, qiuFlag) : undefined,
      ),
    )
    .orderBy(desc(experts.followers), experts.id)
    .limit(20);
  const cards = await tipExpertsOf(db, rows);
  return done({ list: rows.map((r) => cards.get(r.id) ?? tipExpertOf(r)) });
}

/**
 * POST /api/expert/attention/{expertId}: follow (1) or unfollow (2), and the count moved by one in
 * the same transaction. Following twice, or unfollowing one not followed, changes nothing.
 */
export async function followExpert(
  db: Database,
  userId: number,
  expertId: number,
  type: 1 | 2,
  now: number,
): Promise<Outcome<{ following: boolean; followers: number }>> {
  try {
    return done(
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ userId: experts.userId, followers: experts.followers })
          .from(experts)
          .where(eq(experts.id, expertId))
          .for('update');
        if (!row) throw new RefusedError(ExpertRefusals.notFound);
        if (row.userId === userId) throw new RefusedError(ExpertRefusals.own);
        const changed =
          type === 1
            ? await tx
                .insert(expertFollows)
                .values({ userId, expertId, createdAt: new Date(now) })
                .onConflictDoNothing()
                .returning({ userId: expertFollows.userId })
            : await tx
                .delete(expertFollows)
                .where(and(eq(expertFollows.userId, userId), eq(expertFollows.expertId, expertId)))
                .returning({ userId: expertFollows.userId });
        const delta = changed.length === 0 ? 0 : type === 1 ? 1 : -1;
        const followers = Math.max(0, row.followers + delta);
        if (delta !== 0)
          await tx
            .update(experts)
            .set({ followers: sql`greatest(${experts.followers} + ${delta}, 0)` })
            .where(eq(experts.id, expertId));
        return { following: type === 1, followers };
      }),
    );
  } catch (error) {
    if (error instanceof RefusedError) return refused(error.refusal);
    throw error;
  }
}
