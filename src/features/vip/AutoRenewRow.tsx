import { useState } from 'react';
import { RENEWAL_NOTICE_DAYS, vipFamilyOf, type VipProduct } from '@contracts/vip';
import { failureText } from '@shared/http';
import { showAlert, showToast } from '@shared/overlays';
import { handleNeedsLogin } from '@shared/session';
import { Switch } from '@shared/ui';
import { changeAutoRenew } from './api';

/**
 * 自动续费 (docs/decisions/vip.md): off unless the fan turns it on; turning it on first says what
 * will happen — told RENEWAL_NOTICE_DAYS days before the end, then the level's monthly membership
 * charged in coins — and asks. Off is one tap.
 */
export function AutoRenewRow({
  on,
  level,
  products,
  unit,
  onChanged,
}: {
  on: boolean;
  level: number;
  products: readonly VipProduct[];
  unit: string;
  onChanged: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const monthly = products.find(
    (p) => vipFamilyOf(p.level) === vipFamilyOf(level) && p.days === 30,
  );
  const toggle = async () => {
    if (!on) {
      const answer = await showAlert({
        title: '开启自动续费',
        message: `开启后，将在会员到期前${RENEWAL_NOTICE_DAYS}天通知您，并于到期时自动扣除${monthly ? `${Number(monthly.price)}${unit}` : '金币'}续费${monthly?.name ?? '会员'}。金币不足时自动续费将关闭。`,
        buttons: [
          { text: '取消', choice: 'cancel' },
          { text: '开启', choice: 'on', primary: true },
        ],
      });
      if (answer !== 'on') return;
    }
    setSaving(true);
    try {
      await changeAutoRenew(!on);
      void showToast(on ? '已关闭自动续费' : '已开启自动续费');
      onChanged();
    } catch (error) {
      if (!handleNeedsLogin(error)) void showToast(failureText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="vip-card vip-renew">
      <span className="vip-renew__text">
        <strong>自动续费</strong>
        <span>
          {on ? `到期前${RENEWAL_NOTICE_DAYS}天提醒，到期自动续费` : '已关闭，到期后不会扣费'}
        </span>
      </span>
      <Switch
        on={on}
        label="自动续费"
        testId="vip-auto-renew"
        disabled={saving}
        onToggle={() => void toggle()}
      />
    </div>
  );
}
