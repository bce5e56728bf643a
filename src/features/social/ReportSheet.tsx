import { useRef } from 'react';
import { FOUL_TYPES, type FoulType } from '@contracts/socialActions';
import { useFocusTrap } from '@shared/a11y';

const FOULS = Object.entries(FOUL_TYPES).map(([type, label]) => ({
  type: Number(type) as FoulType,
  label,
}));

/** 举报: a bottom sheet of the foul types; a tap reports with that type. */
export function ReportSheet({
  onPick,
  onClose,
}: {
  onPick: (foulType: FoulType) => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // Focus stays in the sheet, Escape closes it, and focus returns to 举报.
  useFocusTrap(panel, true, onClose);
  return (
    <div className="sns-sheet" data-testid="sns-report-sheet">
      <button type="button" className="sns-sheet__backdrop" aria-label="关闭" onClick={onClose} />
      <div
        ref={panel}
        className="sns-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-label="举报"
      >
        <p className="sns-sheet__title">请选择举报原因</p>
        {FOULS.map((foul) => (
          <button
            key={foul.type}
            type="button"
            className="sns-sheet__item"
            data-testid={`sns-foul-${foul.type}`}
            onClick={() => onPick(foul.type)}
          >
            {foul.label}
          </button>
        ))}
        <button type="button" className="sns-sheet__item sns-sheet__cancel" onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}
