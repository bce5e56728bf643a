import type { ExpertRecord } from '@contracts/experts';
import { percentText, recentResultText, recordText } from '@entities/expert';

function Figure({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div className="xp-figure" data-testid={testId}>
      <strong className="xp-figure__value">{value}</strong>
      <span className="xp-figure__label">{label}</span>
    </div>
  );
}

/** 红黑 of the recent plans, newest on the left as the server lists them. */
function RecentStrip({ recent }: { recent: readonly number[] }) {
  if (recent.length === 0) return null;
  return (
    <div className="xp-strip" data-testid="expert-recent">
      <span className="xp-strip__label">近{recent.length}场</span>
      {recent.map((result, index) => {
        const text = recentResultText(result);
        return (
          <span
            key={index}
            className={`xp-strip__dot is-${result}`}
            data-testid="expert-recent-result"
          >
            {text ?? '-'}
          </span>
        );
      })}
      <span className="xp-strip__hint">新→旧</span>
    </div>
  );
}

/**
 * The kept record (contracts/experts.ts: every figure is the server's, from settled plans):
 * 近10中M, 命中率, 当前连红 / 最高连红 and 回报率 with the formula it is computed by, the totals, and
 * the strip of the last results.
 */
export function RecordBlock({ record, formula }: { record: ExpertRecord; formula: string }) {
  const recent = recordText(record.recentWins, record.recentTotal);
  return (
    <section className="xp-card" data-testid="expert-record">
      <h2 className="xp-section-title">战绩</h2>
      <div className="xp-figures-grid">
        <Figure value={recent ?? '--'} label="近期战绩" testId="record-recent" />
        {/* Each figure names its window: the hit rate is the recent sample's, the return every
            settled plan's (近30天 has its own block), so 近10中1 beside 回报率81% cannot mislead. */}
        <Figure
          value={record.hitRate === null ? '--' : `${record.hitRate}%`}
          label={record.recentTotal > 0 ? `近${record.recentTotal}场命中率` : '命中率'}
          testId="record-hit"
        />
        <Figure value={String(record.currentStreak)} label="当前连红" testId="record-streak" />
        <Figure value={String(record.bestStreak)} label="最高连红" testId="record-best" />
      </div>
      <div className="xp-return">
        <Figure
          value={record.returnRate === null ? '--' : percentText(record.returnRate)}
          label="全部方案回报率"
          testId="record-return"
        />
        <p className="xp-return__formula" data-testid="record-formula">
          {formula}
        </p>
      </div>
      <p className="xp-totals" data-testid="record-totals">
        共{record.settled + record.voided}场：{record.won}红 {record.lost}黑
        {record.voided > 0 && ` ${record.voided}走水`}
      </p>
      <RecentStrip recent={record.recent} />
    </section>
  );
}
