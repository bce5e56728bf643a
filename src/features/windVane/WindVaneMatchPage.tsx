import { Link, useParams } from 'react-router-dom';
import { ReadingMatch } from '@features/plans/parts';
import { failureText } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { FlowBars } from './FlowBars';
import { Locked } from './Locked';
import { ProbabilityLines } from './ProbabilityLines';
import { windMatchResource } from './resources';
import { idOf, leadText, percentText, sidesOf } from './rules';
import './windVane.css';

/**
 * 会员专属数据 (`wind-mark-lis/vip-exclusive-data/{matchId}`, issue 35 §2): the match, where the
 * money moved (the consensus now and since opening, how many books moved toward each side), the
 * consensus over time as a chart, and every book's chances at opening and now — each opening its
 * own changes. Asked again every minute while shown (odds move in play). Locked for non-members.
 */
export default function WindVaneMatchPage() {
  const matchId = idOf(useParams().matchId);
  const view = useResource(windMatchResource, matchId, { enabled: matchId > 0 });
  const data = view.data;
  return (
    <div className="page wv-page" data-testid="wind-match-page">
      <PageHeader title="会员专属数据" />
      {matchId === 0 ? (
        <EmptyState text="该比赛暂无风向标数据" testId="wind-missing" />
      ) : data ? (
        <>
          <ReadingMatch match={data.card.match} />
          {!data.member || !data.card.now || !data.card.flow || !data.toward ? (
            <Locked books={data.card.books} />
          ) : (
            <>
              <section className="wv-section">
                <h2 className="wv-section__title" data-testid="wind-lead">
                  {leadText(data.card.lead)}
                </h2>
                <FlowBars now={data.card.now} flow={data.card.flow} />
                <p className="wv-note" data-testid="wind-toward">
                  {sidesOf(data.toward)
                    .map((s) => `${s.name} ${s.value}家`)
                    .join(' · ')}{' '}
                  机构看好（较初盘概率上升）
                </p>
              </section>
              <section className="wv-section">
                <h2 className="wv-section__title">概率走势（{data.card.books}家机构均值）</h2>
                <ProbabilityLines points={data.series} label="胜平负概率走势" testId="wind-chart" />
              </section>
              <section className="wv-section">
                <h2 className="wv-section__title">各机构概率</h2>
                <table className="wv-table" data-testid="wind-books">
                  <thead>
                    <tr>
                      <th scope="col">机构</th>
                      <th scope="col">主胜</th>
                      <th scope="col">平局</th>
                      <th scope="col">客胜</th>
                      <th scope="col">
                        <span className="wv-visually-hidden">变化</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.books.map((book) => (
                      <tr key={book.windMarkId} data-testid="wind-book">
                        <th scope="row">{book.name}</th>
                        {book.now.map((p, i) => (
                          <td key={i}>
                            {percentText(p)}
                            <small>{percentText(book.opening[i]!)}</small>
                          </td>
                        ))}
                        <td>
                          <Link
                            to={hrefFor('wind-mark-lis/probability-change', {
                              windMarkId: book.windMarkId,
                            })}
                            data-testid="wind-book-link"
                          >
                            变化{book.changes}次 ›
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="wv-note">上：即时概率 · 下：初盘概率（已去除机构抽水）</p>
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
