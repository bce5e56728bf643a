import { useRef, useState } from 'react';
import { FORBID_DEFAULT_DAYS, FORBID_MAX_DAYS } from '@contracts/socialActions';
import { useFocusTrap } from '@shared/a11y';

/** 禁言 N 天: the days (default 7, product-spec §9), then the confirm. */
export function GagSheet({
  nickName,
  onConfirm,
  onClose,
}: {
  nickName: string;
  onConfirm: (days: number) => void;
  onClose: () => void;
}) {
  const [raw, setRaw] = useState(String(FORBID_DEFAULT_DAYS));
  const days = Number(raw);
  const valid = Number.isInteger(days) && days >= 1 && days <= FORBID_MAX_DAYS;
  const panel = useRef<HTMLDivElement>(null);
  // Focus stays in the sheet, Escape closes it, and focus returns to 禁言.
  useFocusTrap(panel, true, onClose);
  return (
    <div className="sns-sheet" data-testid="sns-gag-sheet">
      <button type="button" className="sns-sheet__backdrop" aria-label="关闭" onClick={onClose} />
      <div
        ref={panel}
        className="sns-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-label="禁言"
      >
        <p className="sns-sheet__title">禁言「{nickName}」</p>
        <label className="sns-sheet__field">
          禁言天数
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={FORBID_MAX_DAYS}
            value={raw}
            data-testid="sns-gag-days"
            onChange={(e) => setRaw(e.target.value)}
          />
          天
        </label>
        {!valid && (
          <p className="sns-sheet__error" role="alert">
            禁言天数须为1-{FORBID_MAX_DAYS}天
          </p>
        )}
        <button
          type="button"
          className="sns-sheet__item sns-sheet__primary"
          disabled={!valid}
          data-testid="sns-gag-confirm"
          onClick={() => onConfirm(days)}
        >
          确定禁言
        </button>
        <button type="button" className="sns-sheet__item sns-sheet__cancel" onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}
