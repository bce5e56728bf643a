import { Loaded } from '@shared/ui';
import { useResource } from '@shared/resource';
import { bestScoreResource } from './resources';
import { returnText } from './rules';

/** 最佳战绩: the best streak, the best run of ten, the best month, the 连红 rank now. */
export function BestScore({ expertId }: { expertId: number }) {
  const view = useResource(bestScoreResource, expertId);
  return (
    <section className="xp-card" data-testid="best-score">
      <h2 className="xp-section-title">最佳战绩</h2>
      <Loaded view={view} rows={2} testId="best-score">
        {(best) => (
          <div className="xp-best">
            <p className="xp-best__item">
              <b data-testid="best-streak">{best.bestStreak}连红</b>
              <small>最高连红（当前{best.currentStreak}连红）</small>
            </p>
            <p className="xp-best__item">
              <b data-testid="best-run">
                {best.bestRun ? `${best.bestRun.total}中${best.bestRun.won}` : '--'}
              </b>
              <small>最佳近{best.bestRun?.total ?? 10}场</small>
            </p>
            <p className="xp-best__item">
              <b data-testid="best-month">
                {best.bestMonth ? returnText(best.bestMonth.returnRate) : '--'}
              </b>
              <small>
                {best.bestMonth
                  ? `最佳月份 ${best.bestMonth.month}（${best.bestMonth.settled}中${best.bestMonth.won}）`
                  : '最佳月份'}
              </small>
            </p>
            <p className="xp-best__item">
              <b data-testid="streak-rank">
                {best.streakRank === null ? '未上榜' : `第${best.streakRank}名`}
              </b>
              <small>连红榜</small>
            </p>
          </div>
        )}
      </Loaded>
    </section>
  );
}
