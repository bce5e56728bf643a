import { fenToText } from '@contracts/wallet/balance';
import { withdrawAmountProblem } from '@contracts/wallet/withdraw';
import { feePreview } from './rules';

/**
 * The amount: two decimals at most, 全部提现 for the whole balance (capped at one withdrawal's
 * limit), the problem in words, and while the amount is one the rules allow, the fee and what
 * reaches the card — so the fan sees the deduction before sending, not after.
 */
export function AmountField({
  text,
  fen,
  problem,
  onChange,
  onWhole,
}: {
  text: string;
  fen: number | null;
  problem: string | null;
  onChange: (raw: string) => void;
  onWhole: () => void;
}) {
  const preview = fen !== null && withdrawAmountProblem(fen) === null ? feePreview(fen) : null;
  return (
    <section className="wallet-section">
      <h2 className="wallet-section__title">提现金额</h2>
      <div className="wd-amount">
        <span className="wd-amount__unit">¥</span>
        <input
          className="wd-amount__input"
          data-testid="withdraw-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="请输入提现金额"
          aria-label="提现金额"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="wd-link" data-testid="withdraw-all" onClick={onWhole}>
          全部提现
        </button>
      </div>
      {problem && (
        <p className="wd-problem" role="alert" data-testid="withdraw-amount-problem">
          {problem}
        </p>
      )}
      {preview && (
        <p className="wd-preview" data-testid="withdraw-preview">
          手续费 ¥{fenToText(preview.feeFen)}，实际到账{' '}
          <strong>¥{fenToText(preview.arrivalFen)}</strong>
        </p>
      )}
    </section>
  );
}
