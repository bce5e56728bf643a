import { fenToText } from '@contracts/wallet/balance';
import {
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_FEE_MAX_FEN,
  WITHDRAW_FEE_MIN_FEN,
  WITHDRAW_FEE_RATE,
  WITHDRAW_MAX_FEN,
  WITHDRAW_MIN_FEN,
} from '@contracts/wallet/withdraw';

/** The rules in words, written from the contract's figures so the page and the server agree. */
export function RulesNote() {
  const rate = `${Math.round(WITHDRAW_FEE_RATE * 100)}%`;
  return (
    <section className="wallet-section wd-rules" data-testid="withdraw-rules">
      <h2 className="wallet-section__title">提现说明</h2>
      <ul>
        <li>
          单笔{fenToText(WITHDRAW_MIN_FEN)}–{fenToText(WITHDRAW_MAX_FEN)}元，每日最多
          {WITHDRAW_DAILY_COUNT}次
        </li>
        <li>
          手续费{rate}（最低{fenToText(WITHDRAW_FEE_MIN_FEN)}元，最高
          {fenToText(WITHDRAW_FEE_MAX_FEN)}元），从提现金额中扣除
        </li>
        <li>到账时间 1–3 个工作日</li>
      </ul>
    </section>
  );
}
