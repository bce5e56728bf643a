import { EXPIRING_SOON_DAYS } from '@contracts/coupons';
import { PageHeader } from '@shared/ui';
import './coupons.css';

/** The rules as docs/decisions/coupons.md and contracts/coupons.ts apply them, in the fan's words. */
const RULES = [
  '优惠券可在购买专家方案、解读时使用，每笔订单限用一张，不能与套餐同时使用。',
  '免单券：券面金额不低于方案价格时，可免费购买该方案。',
  '满减券：方案价格达到券上的使用金额（满X可用）时抵扣券面金额；券面金额不能高于方案价格。',
  '部分优惠券仅限指定专家、指定等级的专家或指定客户端使用，以券上说明为准。',
  `优惠券须在有效期内使用，距到期不足${EXPIRING_SOON_DAYS}天时会标记“快过期”，过期后自动失效。`,
  '充值赠送券在充值时选择使用，按券面金额额外赠送金币。',
  '优惠券仅对低消费用户开放；已使用的优惠券不退还，购买退款时优惠券不返还。',
];

/** 优惠券规则 (`user/coupon-rule`, product-spec §2). */
export default function CouponRulePage() {
  return (
    <div className="page cp-page" data-testid="coupon-rule-page">
      <PageHeader title="优惠券规则" />
      <ol className="cp-rules">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </div>
  );
}
