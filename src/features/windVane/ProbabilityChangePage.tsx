import { useParams } from 'react-router-dom';
import { ReadingMatch } from '@features/plans/parts';
import { date2 } from '@shared/format';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { Locked } from './Locked';
import { ProbabilityLines } from './ProbabilityLines';
import { windChangeResource } from './resources';
import { idOf, percentText } from './rules';
import './windVane.css';

/**
 * 概率变化 (`wind-mark-lis/probability-change/{windMarkId}`, issue 35 §2): one book's chances after
 * every move as a chart, and the moves newest first — the time, the match state (即 before
 * kick-off, else the minute and score), the odds and the chances they imply. Locked for
 * non-members.
 */
export default function ProbabilityChangePage() {
  const windMarkId = idOf(useParams().windMarkId);
  const view = useResource(windChangeResource, windMarkId, { enabled: windMarkId > 0 });
  const data = view.data;
  return (
    <div className="page wv-page" data-testid="wind-change-page">
      <PageHeader title="概率变化" />
      {windMarkId === 0 ? (
        <EmptyState text="该比赛暂无风向标数据" testId="wind-missing" />
      ) : data ? (
        <>
          <ReadingMatch match={data.match} />
          {!data.member ? (
            <Locked books={1} />
          ) : (
            <>
              <section className="wv-section">
                <h2 className="wv-section__title">{data.book} · 概率走势</h2>
                <ProbabilityLines
                  points={data.points}
                  label={`${data.book}概率走势`}
                  testId="wind-chart"
                />
              </section>
              <section className="wv-section">
                <table className="wv-table" data-testid="wind-moves">
                  <thead>
                    <tr>
                      <th scope="col">时间</th>
                      <th scope="col">主胜</th>
                      <th scope="col">平局</th>
                      <th scope="col">客胜</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.points].reverse().map((point, row) => (
                      <tr key={`${point.t}-${row}`} data-testid="wind-move">
                        <th scope="row">
                          {date2(point.t, 'MM-dd HH:mm')}
                          <small>{point.state}</small>
                        </th>
                        {point.odds.map((odds, i) => (
                          <td key={i}>
                            {odds.toFixed(2)}
                            <small>{percentText(point.p[i]!)}</small>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </>
          )}
        </>
      ) : view.loading ? (
        <Skeleton rows={6} testId="wind-skeleton" />
      ) : (
        <ErrorState message={failureText(view.error)} onRetry={view.reload} testId="wind-error" />
      )}
    </div>
  );
}
