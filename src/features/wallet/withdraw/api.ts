import {
  deleteMemberDrawMoneyWay,
  findCitysByProvinceId,
  findParkBank,
  memberDrawMoney,
  queryDrawMoneyLogDetail,
  queryMemberBank,
  sendWithdrawCode,
  type memberDrawMoneyInput,
  type MemberBank,
  type WithdrawalDetail,
} from '@contracts/wallet/withdraw';
import type { z } from 'zod/mini';
import { call } from '@shared/http';

/** The calls of the withdrawal screens (calls-errors-spec §7.12), one small function each. */

export type WithdrawInput = z.infer<typeof memberDrawMoneyInput>;

/** Everything the 提现 page needs: cards, pickers, balance, holder, phone, today's count. */
export function fetchMemberBank(signal?: AbortSignal): Promise<MemberBank> {
  return call(queryMemberBank, { type: 1 }, { signal });
}

export function fetchCities(provinceId: number, signal?: AbortSignal) {
  return call(findCitysByProvinceId, { provinceId }, { signal });
}

/** The branches of one bank in one city. */
export function fetchBranches(cityId: number, bankId: number, signal?: AbortSignal) {
  return call(findParkBank, { cityId, bankId }, { signal });
}

/** Sends the code to the member's own phone; answers that phone, masked. */
export function sendCode(): Promise<{ phone: string }> {
  return call(sendWithdrawCode, {});
}

export function requestWithdrawal(input: WithdrawInput): Promise<{ id: number }> {
  return call(memberDrawMoney, input);
}

export function deleteCard(id: number): Promise<{ id: number }> {
  return call(deleteMemberDrawMoneyWay, { id });
}

export function fetchWithdrawal(id: number, signal?: AbortSignal): Promise<WithdrawalDetail> {
  return call(queryDrawMoneyLogDetail, { id }, { signal });
}
