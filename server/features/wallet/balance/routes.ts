import {
  queryHuoyanWalletList,
  queryMemberHuoyanWallet,
  queryMemberMoneyList,
} from '../../../../contracts/wallet/balance';
import type { Database } from '../../../db/database';
import type { Router } from '../../../platform/route';
import { walletBalances, walletDetail } from './service';

/** The wallet's reading calls (calls-errors-spec §7.12): balances, coin detail, money detail. */
export function walletRoutes(route: Router, deps: { db: Database }): void {
  const { db } = deps;
  route(queryMemberHuoyanWallet, (_input, { caller, now }) =>
    walletBalances(db, caller.userId, now),
  );
  route(queryHuoyanWalletList, ({ day, pageNo }, { caller, now }) =>
    walletDetail(db, { userId: caller.userId, kind: 'coin', day, pageNo }, now),
  );
  route(queryMemberMoneyList, ({ day, pageNo }, { caller, now }) =>
    walletDetail(db, { userId: caller.userId, kind: 'money', day, pageNo }, now),
  );
}
