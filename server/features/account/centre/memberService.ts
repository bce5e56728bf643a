import { vipLevelName, type MemberVipInfo } from '../../../../contracts/account/centre/level';
import { vipStatusAt, type UserRow } from '../session';

/**
 * GET /api/member/vip/info: the period as in user info, plus the level's name. A VIP period is data
 * of the simulated world: it ends on the simulated clock (`now`).
 */
export function memberVipInfo(fan: UserRow, now: number): MemberVipInfo {
  return {
    vipInfo: {
      startTime: fan.vipStart?.getTime() ?? null,
      endTime: fan.vipEnd?.getTime() ?? null,
      vipStatus: vipStatusAt(fan, now),
      vipMemberLevel: fan.vipLevel,
    },
    vipLevel: fan.vipLevel,
    vipName: vipLevelName(fan.vipLevel),
    autoRenew: fan.vipAutoRenew,
  };
}
