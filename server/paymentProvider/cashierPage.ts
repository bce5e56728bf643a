import { NOTIFY_PLANS, type NotifyPlan, type Trade } from './provider';

/**
 * The provider's cashier page: its own plain HTML, not part of the app (a payer really leaves the
 * app here). Everything written into it is escaped.
 */

const BRANDS: Readonly<Record<number, { name: string; color: string }>> = {
  3: { name: '支付宝', color: '#1677ff' },
  4: { name: '微信支付', color: '#07c160' },
  5: { name: '微博支付', color: '#e6162d' },
};

const PLAN_LABELS: Readonly<Record<NotifyPlan, string>> = {
  prompt: '立即通知商户',
  early: '先通知商户，再跳转',
  late: '延迟通知商户',
  twice: '重复通知商户两次',
};

const STATUS_TEXT: Readonly<Record<string, string>> = {
  paid: '支付成功',
  failed: '支付失败',
  closed: '交易已关闭',
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

function layout(title: string, color: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#222}
header{background:${color};color:#fff;padding:14px 16px;font-size:17px}
main{padding:16px}.card{background:#fff;border-radius:10px;padding:18px;margin-bottom:14px}
.amount{font-size:34px;font-weight:600;text-align:center;margin:8px 0}
.muted{color:#888;font-size:13px;text-align:center}
button{display:block;width:100%;border:0;border-radius:8px;padding:13px;font-size:16px;margin-top:10px}
.pay{background:${color};color:#fff}.other{background:#fff;color:#444;border:1px solid #ddd}
select{width:100%;padding:8px;font-size:14px;margin-top:6px}
label{font-size:13px;color:#666}a{color:${color}}
</style></head><body><header>${escapeHtml(title)}</header><main>${body}</main></body></html>`;
}

export function cashierPageHtml(trade: Trade, formAction: string): string {
  const brand = BRANDS[trade.chargeWay] ?? { name: '收银台', color: '#555' };
  const summary = `<div class="card"><div class="muted">Matchday · ${escapeHtml(trade.subject)}</div>
<div class="amount">¥${yuan(trade.amountFen)}</div>
<div class="muted">交易号 ${escapeHtml(trade.tradeNo.slice(0, 16))}</div></div>`;
  if (trade.status !== 'open') {
    const back = `<a href="${escapeHtml(trade.returnUrl)}">返回商户</a>`;
    return layout(
      `${brand.name} 收银台`,
      brand.color,
      `${summary}<div class="card"><p>${escapeHtml(STATUS_TEXT[trade.status] ?? '交易已处理')}</p>${back}</div>`,
    );
  }
  const options = NOTIFY_PLANS.map(
    (plan) => `<option value="${plan}">${escapeHtml(PLAN_LABELS[plan])}</option>`,
  ).join('');
  const form = `<form method="post" action="${escapeHtml(formAction)}" class="card">
<label for="plan">模拟：商户通知方式</label>
<select id="plan" name="plan"><option value="">随机</option>${options}</select>
<button class="pay" name="choice" value="pay" type="submit">确认支付</button>
<button class="other" name="choice" value="fail" type="submit">模拟支付失败</button>
<button class="other" name="choice" value="cancel" type="submit">取消支付</button>
</form>`;
  return layout(`${brand.name} 收银台`, brand.color, summary + form);
}

export function notFoundHtml(): string {
  return layout('收银台', '#555', '<div class="card"><p>交易不存在或已失效</p></div>');
}
