import {
  WALLET_DETAIL_PAGE_SIZE,
  fenToYuan,
  type WalletBalances,
  type WalletPage,
} from '../../../../contracts/wallet/balance';
import type { Database } from '../../../db/database';
import {
  expireLapsedCoins,
  userBalances,
  type Balances,
  type UserAccountKind,
} from '../../../platform/ledger';
import { done, type Outcome } from '../../../platform/refusals';
import { entriesPage } from './queries';
import { DAY_MS } from '../../../../domain/time';

/** A line of a withdrawal links to its detail page. */
function withdrawalOf(reference: string | null): { withdrawalId?: number } {
  const match = reference === null ? null : /^withdrawal:(\d+)$/.exec(reference);
  return match ? { withdrawalId: Number(match[1]) } : {};
}

/** The balances as the user centre and the wallet show them: 2-decimal strings (product-spec §3). */
export function balancesText(balances: Balances): WalletBalances {
  return {
    huoyanWallet: fenToYuan(balances.coinFen),
    ableBalance: fenToYuan(balances.moneyFen),
    totalBalance: fenToYuan(balances.moneyFen + balances.withdrawingFen),
    todayProfit: fenToYuan(balances.earnedTodayFen),
  };
}

/** The three balances (GET /api/user/queryMemberHuoyanWallet). */
export async function walletBalances(
  db: Database,
  userId: number,
  now: number,
): Promise<Outcome<WalletBalances>> {
  return done(balancesText(await userBalances(db, userId, now)));
}

/** A page of the coin or money detail: the last `day` days, newest first, each saying what for. */
export async function walletDetail(
  db: Database,
  args: { userId: number; kind: UserAccountKind; day: number; pageNo: number },
  now: number,
): Promise<Outcome<WalletPage>> {
  // Lapsed reward coins leave (with their own line) before the detail is read.
  if (args.kind === 'coin') await expireLapsedCoins(db, args.userId, now);
  const rows = await entriesPage(db, {
    userId: args.userId,
    kind: args.kind,
    since: now - args.day * DAY_MS,
    offset: (args.pageNo - 1) * WALLET_DETAIL_PAGE_SIZE,
    // One more than a page tells whether another follows.
    limit: WALLET_DETAIL_PAGE_SIZE + 1,
  });
  return done({
    list: rows.slice(0, WALLET_DETAIL_PAGE_SIZE).map((row) => ({
      id: row.id,
      time: row.createdAt.getTime(),
      amount: `${row.amountFen > 0 ? '+' : ''}${fenToYuan(row.amountFen)}`,
      title: row.memo,
      kind: row.kind,
      ...withdrawalOf(row.reference),
    })),
    pageNo: args.pageNo,
    pageSize: WALLET_DETAIL_PAGE_SIZE,
    hasMore: rows.length > WALLET_DETAIL_PAGE_SIZE,
  });
}
