import type { UserInfo } from '../../../../contracts/account/session';
import type { WalletBalances } from '../../../../contracts/wallet/balance';
import type { UserRow } from './users';

/** Defaults of product-spec §3 "User info". */
const NOT_SET = '未设置';
const NOT_BOUND = '未绑定';
const NO_MONEY: WalletBalances = {
  huoyanWallet: '0.00',
  ableBalance: '0.00',
  totalBalance: '0.00',
  todayProfit: '0.00',
};

/** An id card as 110***********1234: the owner recognises it, a shoulder-surfer learns little. */
export function maskIdCard(idCard: string | null): string {
  if (!idCard) return NOT_SET;
  if (idCard.length <= 7) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 3)}${'*'.repeat(idCard.length - 7)}${idCard.slice(-4)}`;
}

/** The VIP status as of now: a period that has ended reads 2 (expired) whatever was stored. */
export function vipStatusAt(user: Pick<UserRow, 'vipStatus' | 'vipEnd'>, now: number): number {
  if (user.vipEnd && user.vipEnd.getTime() <= now) return 2;
  return user.vipStatus;
}

/**
 * The user-info payload of GET /api/uc/index. `now` is the simulated clock (VIP periods are data of
 * the simulated world). Counters of features not built yet (monthly packages) are 0;
 * `counts.followMatchCount` is the fan's active match follows (server/features/follow), the
 * attention counts the experts followed and the fan's own followers (server/features/experts),
 * `counts.mySnsCount` the fan's live items in the circles (server/features/social: 我的动态).
 */
export function toUserInfo(
  user: UserRow,
  now: number,
  counts: {
    followMatchCount?: number;
    attentionOtherCount?: number;
    attentionMeCount?: number;
    mySnsCount?: number;
  } = {},
  wallet: WalletBalances = NO_MONEY,
  /** Whether the server takes expert applications (EXPERT_APPLY_OPEN); closed hides the entry. */
  { expertApplyOpen = true }: { expertApplyOpen?: boolean } = {},
): UserInfo {
  const vipStatus = vipStatusAt(user, now);
  const isExpert = user.userLevel > 0;
  return {
    id: user.id,
    aicaiId: String(user.id),
    realNickName: user.nickName ?? NOT_SET,
    account: user.account,
    nickName: user.nickName ?? user.account,
    describe: user.describe ?? NOT_SET,
    isExpert,
    userLevel: user.userLevel,
    idCard: maskIdCard(user.idCard),
    realName: user.realName ?? NOT_SET,
    telephone: user.phone ?? '',
    phoneCheck: user.phone ? 1 : 0,
    userIcon: user.userIcon ?? '',
    attentionMe: counts.attentionMeCount ?? 0,
    attentionOther: counts.attentionOtherCount ?? 0,
    expertApplyProgress: user.expertApplyProgress,
    switchOpen: 0,
    qiuFlag: user.qiuFlag,
    lotteryWhiteUser: user.lotteryWhiteUser,
    proxy: user.proxy,
    bindedWX: NOT_BOUND,
    passwordSet: user.passwordHash ? 1 : 0,
    passwordStrength: user.passwordStrength,
    vipInfo: {
      startTime: user.vipStart?.getTime() ?? null,
      endTime: user.vipEnd?.getTime() ?? null,
      vipStatus,
      vipMemberLevel: user.vipLevel,
    },
    vipLevel: user.vipLevel,
    // The ledger's balances, as the wallet shows them (server/features/wallet/balance).
    ...wallet,
    versionSwitch: 0,
    attentionMeCount: counts.attentionMeCount ?? 0,
    attentionOtherCount: counts.attentionOtherCount ?? 0,
    tjExpertSummary: null,
    mySnsCount: counts.mySnsCount ?? 0,
    followMatchCount: counts.followMatchCount ?? 0,
    countUnOpenRace: 0,
    expertMonthCount: 0,
    // The application entry: while applications are taken, for fans who are not experts and have no
    // application pending or approved.
    showApplyExpert:
      expertApplyOpen && !isExpert && ![1, 2].includes(user.expertApplyProgress) ? '1' : '0',
    isChatAdmin: user.isChatAdmin,
  };
}
