import { queryMemberHuoyanWallet } from '@contracts/wallet/balance';
import { call } from '@shared/http';

/** The fan's coins now, in the wallet's words ('30.00'): the confirm step reads it fresh. */
export async function fetchCoinBalance(signal?: AbortSignal): Promise<string> {
  return (await call(queryMemberHuoyanWallet, {}, { signal })).huoyanWallet;
}
