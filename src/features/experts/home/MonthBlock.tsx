import type { LeagueRecordRow, PeriodRecord } from '@contracts/experts';
import { hitRateText, percentText } from '@entities/expert';
import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { periodRecordText } from '../rules';
import '../records/records.css';

/** 近30天: the plans settled in the last 30 days, how many won, the hit rate and the return. */
export function MonthBlock({ month }: { month: PeriodRecord }) {
  const record = periodRecordText(month.settled, month.won);
  return (
    <section className="xp-card" data-testid="expert-month">
      <h2 className="xp-section-title">近{month.days}天</h2>
      {record ? (
        <div className="xp-month">
          <span data-testid="month-record">{record}</span>
          <span data-testid="month-hit">{hitRateText(month.hitRate)}</span>
          <span data-testid="month-return">
            回报率{month.returnRate === null ? '--' : percentText(month.returnRate)}
          </span>
        </div>
      ) : (
        <p className="xp-muted">近{month.days}天暂无已结算方案</p>
      )}
    </section>
  );
}

/** 擅长联赛: the leagues with the best hit rate (enough picks to tell), best first. */
export function GoodAtBlock({
  leagues,
  expertId,
  qiuFlag,
}: {
  leagues: readonly LeagueRecordRow[];
  expertId: number;
  qiuFlag: number;
}) {
  return (
    <section className="xp-card" data-testid="expert-good-at">
      <h2 className="xp-section-title">
        擅长联赛
        <Link
          className="xp-section-more"
          to={hrefFor('public/distribution', undefined, { expertId, qiuFlag })}
          data-testid="good-at-distribution"
        >
          战绩分布 ›
        </Link>
      </h2>
      {leagues.length === 0 ? (
        <p className="xp-muted">样本不足，暂无擅长联赛</p>
      ) : (
        <div className="xp-good-at">
          {leagues.map((league) => (
            // A league opens its ranking: who else reads it, and where this expert stands.
            <Link
              key={league.leagueId}
              className="xp-good-at__item"
              data-testid="good-at-league"
              to={hrefFor('public/expertJdByLeague', undefined, {
                expertId,
                leagueId: league.leagueId,
              })}
            >
              <strong>{league.leagueName}</strong>
              <span>
                {league.picks}中{league.won}
                {league.hitRate !== null && ` · ${league.hitRate}%`}
              </span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
