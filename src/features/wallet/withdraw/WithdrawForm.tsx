import type { MemberBank } from '@contracts/wallet/withdraw';
import { AmountField } from './AmountField';
import { NewCardFields } from './NewCardFields';
import { WithdrawTexts } from './rules';
import { SavedCards } from './SavedCards';
import { SmsCodeField } from './SmsCodeField';
import { useSubmitWithdraw } from './useSubmitWithdraw';
import { useWithdrawForm } from './useWithdrawForm';

/** The form of a member who may withdraw: the card, the amount, the code, 确认提现. */
export function WithdrawForm({
  bank,
  onCardsChanged,
}: {
  bank: MemberBank;
  onCardsChanged: () => void;
}) {
  const form = useWithdrawForm(bank);
  const withdraw = useSubmitWithdraw();
  const { order } = form;
  return (
    <>
      {form.dailyUsed && (
        <p className="wd-notice" role="alert" data-testid="withdraw-daily-used">
          {WithdrawTexts.dailyUsed}
        </p>
      )}
      <section className="wallet-section">
        <h2 className="wallet-section__title">到账银行卡</h2>
        <SavedCards
          cards={bank.cards}
          pickedId={form.pickedCardId}
          onPick={form.pickSaved}
          onDeleted={onCardsChanged}
        />
        {bank.cards.length > 0 && (
          <button
            type="button"
            className={`wd-new-toggle${form.usingNew ? ' is-picked' : ''}`}
            data-testid="withdraw-use-new"
            aria-pressed={form.usingNew}
            disabled={form.cardsFull}
            onClick={form.useNewCard}
          >
            + 使用新银行卡
          </button>
        )}
        {form.cardsFull && (
          <p className="wd-hint" data-testid="withdraw-cards-full">
            {WithdrawTexts.cardsFull}
          </p>
        )}
        {form.usingNew && (
          <NewCardFields bank={bank} value={form.newCard} onChange={form.setNewCard} />
        )}
      </section>
      <AmountField
        text={form.amountText}
        fen={form.amountFen}
        problem={form.amountProblem}
        onChange={form.setAmountText}
        onWhole={form.fillWhole}
      />
      <SmsCodeField value={form.code} onChange={form.setCode} phone={bank.phone} />
      <footer className="wallet-bar">
        {withdraw.error && (
          <p className="wd-problem" role="alert" data-testid="withdraw-refusal">
            {withdraw.error}
          </p>
        )}
        <button
          type="button"
          className="btn btn--primary wd-bar__submit"
          data-testid="withdraw-submit"
          disabled={order === null || withdraw.submitting}
          onClick={() => order && void withdraw.submit(order)}
        >
          {withdraw.submitting ? '提交中...' : '确认提现'}
        </button>
      </footer>
    </>
  );
}
