import type { SliceRecord } from '@contracts/experts';
import { hitsText, percentText, returnText } from './rules';

/** The record line of a slice: picks N中M and hit rate, then settled plans and their return. */
export function RecordLine({ record, formula }: { record: SliceRecord; formula?: string }) {
  return (
    <div className="xp-record-line" data-testid="record-line">
      <span>
        <b data-testid="record-hits">{hitsText(record.picks, record.won)}</b>
        <small>选项</small>
      </span>
      <span>
        <b data-testid="record-hit-rate">{percentText(record.hitRate)}</b>
        <small>命中率</small>
      </span>
      <span>
        <b data-testid="record-plans">{hitsText(record.plans, record.plansWon)}</b>
        <small>方案</small>
      </span>
      <span title={formula}>
        <b data-testid="record-return">{returnText(record.returnRate)}</b>
        <small>回报率</small>
      </span>
    </div>
  );
}
