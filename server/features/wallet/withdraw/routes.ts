import {
  deleteMemberDrawMoneyWay,
  devWithdrawalReview,
  findCitysByProvinceId,
  findParkBank,
  memberDrawMoney,
  queryDrawMoneyLogDetail,
  queryMemberBank,
  sendWithdrawCode,
  WITHDRAW_STATUS,
} from '../../../../contracts/wallet/withdraw';
import type { Database } from '../../../db/database';
import { done, refused } from '../../../platform/refusals';
import type { Router } from '../../../platform/route';
import type { SmsService } from '../../account/session';
import { branchesOf, citiesOf } from './banks';
import { deleteCard } from './cards';
import { WithdrawRefusals } from './refusals';
import { payOut, reviewWithdrawal } from './review';
import {
  memberBank,
  requestWithdrawal,
  sendWithdrawCode as sendCode,
  withdrawalDetail,
} from './service';

/**
 * Withdrawal (calls-errors-spec §7.12) and, with the development doors open (MATCHDAY_DEV_API=1),
 * the finance desk's control.
 */
export function withdrawalRoutes(
  route: Router,
  deps: { db: Database; sms: SmsService; devApi: boolean },
): void {
  const { db } = deps;
  route(queryMemberBank, (_input, { caller, now }) => memberBank(db, caller.userId, now));
  route(findCitysByProvinceId, ({ provinceId }) => done(citiesOf(provinceId)));
  route(findParkBank, ({ cityId, bankId }) => done(branchesOf(cityId, bankId)));
  route(sendWithdrawCode, (_input, { caller, request }) =>
    sendCode(db, deps.sms, caller.userId, request.ip),
  );
  route(memberDrawMoney, (input, { caller, now }) =>
    requestWithdrawal(db, caller.userId, input, now),
  );
  route(deleteMemberDrawMoneyWay, async ({ id }, { caller, now }) =>
    (await deleteCard(db, caller.userId, id, now))
      ? done({ id })
      : refused(WithdrawRefusals.cardNotFound),
  );
  route(queryDrawMoneyLogDetail, ({ id }, { caller }) => withdrawalDetail(db, caller.userId, id));
  if (!deps.devApi) return;
  route(devWithdrawalReview, async ({ id, decision, reason }, { now }) => {
    if (decision !== 'pay')
      return reviewWithdrawal(db, id, decision, reason || '审核未通过，请核对银行卡信息', now);
    return (await payOut(db, id, now))
      ? done({ id, status: WITHDRAW_STATUS.paid })
      : refused(WithdrawRefusals.notReviewing);
  });
}
