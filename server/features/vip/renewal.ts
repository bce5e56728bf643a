import { and, eq, gt, lte } from 'drizzle-orm';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { RENEWAL_NOTICE_DAYS, VIP_STATUS, vipLevelName } from '../../../contracts/vip';
import { fenToText } from '../../../contracts/wallet/balance';
import { beijingDate, DAY_MS, HOUR_MS } from '../../../domain/time';
import type { Database } from '../../db/database';
import { userMessages, users } from '../../db/schema';
import { buyWithCoins } from '../../platform/commerce';
import { done } from '../../platform/refusals';
import { notify } from '../messages';
import { fullNameOf, monthlyOf } from './catalogue';
import { deliverDueGifts } from './gifts';
import { RENEWAL_PREFIX, vipSellable } from './purchase';

/** A renewal is charged in the last hour of the period it extends, so the days run on unbroken. */
const CHARGE_BEFORE_END_MS = HOUR_MS;

const noticeKey = (userId: number, end: number) => `vip-renew:${userId}:${end}`;

/** POST /api/vip/autoRenew: on or off, the fan's choice. */
export async function setAutoRenew(db: Database, userId: number, on: boolean) {
  await db.update(users).set({ vipAutoRenew: on }).where(eq(users.id, userId));
  return done({ autoRenew: on });
}

/** Members with auto-renewal on whose running period ends by `until`. */
function renewing(db: Database, now: number, until: number) {
  return db
    .select({ id: users.id, level: users.vipLevel, end: users.vipEnd })
    .from(users)
    .where(
      and(
        eq(users.vipAutoRenew, true),
        eq(users.vipStatus, VIP_STATUS.valid),
        gt(users.vipEnd, new Date(now)),
        lte(users.vipEnd, new Date(until)),
      ),
    )
    .limit(500);
}

/**
 * The membership job (docs/decisions/vip.md), on the simulated clock: the gifts due delivered; each
 * member with auto-renewal on told RENEWAL_NOTICE_DAYS before the end what will be charged, once per
 * period; then, in the period's last hour and only after that notice, the level's monthly
 * membership bought again with their coins under a request id of the period's end (a second run buys
 * nothing more). Coins short: auto-renewal is turned off and the fan told; the period ends.
 */
export async function runMembershipJob(db: Database, now: number): Promise<void> {
  await deliverDueGifts(db, now);
  for (const member of await renewing(db, now, now + RENEWAL_NOTICE_DAYS * DAY_MS)) {
    const monthly = monthlyOf(member.level);
    if (!monthly || !member.end) continue;
    const end = member.end.getTime();
    await notify(db, {
      userId: member.id,
      subType: MESSAGE_SUB_TYPES.system,
      title: '会员即将自动续费',
      content: {
        text: `您的${vipLevelName(member.level)}将于${beijingDate(end)}到期，届时将自动续费${fullNameOf(monthly)}，扣除${fenToText(monthly.priceFen)}金币。如不需要，请在会员中心关闭自动续费。`,
        link: '#/user/vip',
        kind: 'vip_renew_notice',
      },
      eventKey: noticeKey(member.id, end),
      topic: null,
      at: now,
    });
  }
  for (const member of await renewing(db, now, now + CHARGE_BEFORE_END_MS)) {
    const monthly = monthlyOf(member.level);
    if (!monthly || !member.end) continue;
    const end = member.end.getTime();
    const [told] = await db
      .select({ id: userMessages.id })
      .from(userMessages)
      .where(eq(userMessages.eventKey, noticeKey(member.id, end)))
      .limit(1);
    // Never a charge the fan was not told of first (a period shorter than the notice: no renewal).
    if (!told) continue;
    const bought = await buyWithCoins(
      db,
      vipSellable,
      { productId: monthly.id, source: 0, requestId: `${RENEWAL_PREFIX}${end}` },
      member.id,
      now,
    );
    if (bought.ok) continue;
    await db.update(users).set({ vipAutoRenew: false }).where(eq(users.id, member.id));
    await notify(db, {
      userId: member.id,
      subType: MESSAGE_SUB_TYPES.system,
      title: '会员自动续费失败',
      content: {
        text: `自动续费${fullNameOf(monthly)}未成功（${bought.refusal.msg}），已为您关闭自动续费。会员到期后可在会员中心重新开通。`,
        link: '#/user/vip',
        kind: 'vip_renew_failed',
      },
      eventKey: `vip-renew-failed:${member.id}:${end}`,
      topic: null,
      at: now,
    });
  }
}
