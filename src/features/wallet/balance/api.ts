import {
  queryHuoyanWalletList,
  queryMemberHuoyanWallet,
  queryMemberMoneyList,
  type WalletBalances,
  type WalletPage,
} from '@contracts/wallet/balance';
import { call } from '@shared/http';

/** Coins (金币) or money (元): the two details of the wallet. */
export type WalletKind = 'coin' | 'money';

/** One page of the coin or money detail over the last `day` days (calls-errors-spec §7.12). */
export function fetchWalletPage(
  kind: WalletKind,
  day: number,
  pageNo: number,
  signal?: AbortSignal,
): Promise<WalletPage> {
  const endpoint = kind === 'coin' ? queryHuoyanWalletList : queryMemberMoneyList;
  return call(endpoint, { day, pageNo }, { signal });
}

/** The balances, from the ledger. */
export function fetchBalances(signal?: AbortSignal): Promise<WalletBalances> {
  return call(queryMemberHuoyanWallet, {}, { signal });
}
