import {
  MatchCenterMessages,
  TIPS_PAGE_SIZE,
  TIP_SORT,
  type JdCount,
  type JdList,
  type JdListRequest,
  type TipsPage,
  type TipsPageRequest,
} from '../../../contracts/matchcenter';
import { EXPERT_REFUSAL_CODES } from '../../../contracts/experts';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import type { Database } from '../../db/database';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { tipItemOf } from './items';
import { tipExpertOf, tipExpertsOf } from '../experts';
import type { TipRow } from './queries';
import { expertJdCount, matchSport, tipCounts, tipsPage } from './queries';

/** Why a match-centre call is refused (docs/api.md "Match centre"). */
export const MatchCenterRefusals = {
  matchNotFound: {
    status: 404,
    code: COMMON_REFUSAL_CODES.matchNotFound,
    msg: MatchCenterMessages.matchNotFound,
  },
  expertNotFound: {
    status: 404,
    code: EXPERT_REFUSAL_CODES.notFound,
    msg: MatchCenterMessages.expertNotFound,
  },
} as const satisfies Record<string, Refusal>;

/** The match must exist and be of the sport asked for: a football id asked as basketball is unknown. */
async function knownMatch(db: Database, matchId: number, matchType: number): Promise<boolean> {
  return (await matchSport(db, matchId)) === matchType;
}

/** A page of a match's plans and interpretations published by `now`, in the order asked. */
export async function matchTips(
  db: Database,
  args: TipsPageRequest,
  now: number,
): Promise<Outcome<TipsPage>> {
  if (!(await knownMatch(db, args.matchId, args.matchType)))
    return refused(MatchCenterRefusals.matchNotFound);
  const counts = await tipCounts(db, args.matchId, now);
  const rows = await tipsPage(db, {
    matchId: args.matchId,
    now,
    sort: args.sortType,
    offset: (args.pageNo - 1) * TIPS_PAGE_SIZE,
    limit: TIPS_PAGE_SIZE,
    kinds: 'all',
  });
  const total = counts.plans + counts.interpretations;
  return done({
    matchId: args.matchId,
    matchType: args.matchType,
    sortType: args.sortType,
    list: await tipItems(db, rows),
    pageNo: args.pageNo,
    pageSize: TIPS_PAGE_SIZE,
    total,
    planTotal: counts.plans,
    jdTotal: counts.interpretations,
    hasMore: args.pageNo * TIPS_PAGE_SIZE < total,
  });
}

/** The newest interpretations of a match, `pageSize` of them. */
export async function matchJd(
  db: Database,
  args: JdListRequest,
  now: number,
): Promise<Outcome<JdList>> {
  if (!(await knownMatch(db, args.matchId, args.matchType)))
    return refused(MatchCenterRefusals.matchNotFound);
  const counts = await tipCounts(db, args.matchId, now);
  const rows = await tipsPage(db, {
    matchId: args.matchId,
    now,
    sort: TIP_SORT.newest,
    offset: 0,
    limit: args.pageSize,
    kinds: 'interpretation',
  });
  return done({
    matchId: args.matchId,
    matchType: args.matchType,
    list: await tipItems(db, rows),
    pageSize: args.pageSize,
    total: counts.interpretations,
    hasMore: args.pageSize < counts.interpretations,
  });
}

/** An expert's published interpretations, and those still for sale. */
export async function expertJd(db: Database, fxId: number, now: number): Promise<Outcome<JdCount>> {
  const counts = await expertJdCount(db, fxId, now);
  return counts ? done({ fxId, ...counts }) : refused(MatchCenterRefusals.expertNotFound);
}

/** Rows as wire items, their experts' records read in one query. */
async function tipItems(db: Database, rows: readonly TipRow[]) {
  const cards = await tipExpertsOf(
    db,
    rows.map((r) => r.expert),
  );
  return rows.map((row) => tipItemOf(row, cards.get(row.expert.id) ?? tipExpertOf(row.expert)));
}
