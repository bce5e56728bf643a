import { and, count, desc, eq } from 'drizzle-orm';
import type { OddsKind } from '../../../contracts/sportdata/odds';
import { PRIMARY_PROVIDER_IDS } from '../../../contracts/sportdata/odds';
import type { Database } from '../../db/database';
import { matches, odds, oddsChanges, oddsProviders } from '../../db/schema';
import type { Triple } from '../../domain/odds/pricing';
import { GatewayError } from '../../platform/gateway/errors';
import { COMMON_REFUSAL_CODES, ODDS_NOT_FOUND } from '../../../contracts/refusals';

export interface MatchRef {
  id: number;
  sport: number;
}

export interface OddsRow {
  oddsId: number;
  matchId: number;
  providerId: number;
  providerName: string;
  type: OddsKind;
  opening: Triple;
  current: Triple;
  updatedAt: Date;
}

export interface ChangeRow {
  values: Triple;
  matchState: string;
  changedAt: Date;
}

/** The match of an odds call, or 404 match_not_found. */
export async function findMatch(db: Database, matchId: number): Promise<MatchRef> {
  const [row] = await db
    .select({ id: matches.id, sport: matches.sport })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!row) throw new GatewayError(404, COMMON_REFUSAL_CODES.matchNotFound, '比赛不存在');
  return row;
}

const oddsColumns = {
  oddsId: odds.id,
  matchId: odds.matchId,
  providerId: odds.providerId,
  providerName: oddsProviders.name,
  type: odds.type,
  opening: odds.opening,
  current: odds.current,
  updatedAt: odds.updatedAt,
};

const primaryRank = (providerId: number) => {
  const rank = (PRIMARY_PROVIDER_IDS as readonly number[]).indexOf(providerId);
  return rank < 0 ? PRIMARY_PROVIDER_IDS.length : rank;
};

export const isPrimaryProvider = (providerId: number) =>
  (PRIMARY_PROVIDER_IDS as readonly number[]).includes(providerId);

/** Every provider's odds of one type for a match (a handful of rows), main providers first or by id. */
export async function oddsOfMatch(
  db: Database,
  matchId: number,
  type: OddsKind,
  primaryFirst: boolean,
): Promise<OddsRow[]> {
  const rows = (await db
    .select(oddsColumns)
    .from(odds)
    .innerJoin(oddsProviders, eq(oddsProviders.id, odds.providerId))
    .where(and(eq(odds.matchId, matchId), eq(odds.type, type)))
    .orderBy(odds.providerId)) as OddsRow[];
  if (primaryFirst) rows.sort((a, b) => primaryRank(a.providerId) - primaryRank(b.providerId));
  return rows;
}

const oddsNotFound = () =>
  new GatewayError(ODDS_NOT_FOUND.status, ODDS_NOT_FOUND.code, ODDS_NOT_FOUND.msg);

/** One odds row by id, checked to belong to the match and type, or 404 odds_not_found. */
export async function findOdds(
  db: Database,
  matchId: number,
  type: OddsKind,
  oddsId: number,
): Promise<OddsRow> {
  const [row] = (await db
    .select(oddsColumns)
    .from(odds)
    .innerJoin(oddsProviders, eq(oddsProviders.id, odds.providerId))
    .where(eq(odds.id, oddsId))) as OddsRow[];
  if (!row || row.matchId !== matchId || row.type !== type) throw oddsNotFound();
  return row;
}

/** A provider's odds of the match by providerId, or the first main provider's when none is given. */
export async function findProviderOdds(
  db: Database,
  matchId: number,
  type: OddsKind,
  providerId: number | undefined,
): Promise<OddsRow> {
  const rows = await oddsOfMatch(db, matchId, type, true);
  const row = providerId === undefined ? rows[0] : rows.find((r) => r.providerId === providerId);
  if (!row) throw oddsNotFound();
  return row;
}

/**
 * A page of an odds row's changes, newest first, with one row more (the change before the page's
 * oldest) when there is one, so every row of the page has something to compare with.
 */
export async function changesPage(
  db: Database,
  oddsId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ total: number; rows: ChangeRow[] }> {
  const [counted] = await db
    .select({ total: count() })
    .from(oddsChanges)
    .where(eq(oddsChanges.oddsId, oddsId));
  const rows = (await db
    .select({
      values: oddsChanges.values,
      matchState: oddsChanges.matchState,
      changedAt: oddsChanges.changedAt,
    })
    .from(oddsChanges)
    .where(eq(oddsChanges.oddsId, oddsId))
    .orderBy(desc(oddsChanges.changedAt), desc(oddsChanges.id))
    .limit(pageSize + 1)
    .offset((pageNo - 1) * pageSize)) as ChangeRow[];
  return { total: counted?.total ?? 0, rows };
}
