import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReadingMatch } from '@features/plans/parts';
import type { KellySummary } from '@contracts/sportdata/specialData';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded, PageHeader } from '@shared/ui';
import { kellyChangeHref } from './links';
import { kellyDetailResource } from './resources';
import { isGuarded, kellyOpens, NO_DATA, percentText } from './rules';
import { Section } from './Section';
import { useMatchId } from './useMatchId';
import './specialData.css';

const MOMENTS = [
  { value: 'now', label: '即时' },
  { value: 'opening', label: '初盘' },
] as const;

/**
 * 凯利详情 (`special/kelly-detail?matchId=`, `bk-kelly/detail/{matchId}`): every book's odds, return
 * rate, probabilities and Kelly indices — below 1 marked, the book guards that outcome — now or at
 * its opening, and the market's mean probabilities, mean Kelly and Kelly variance. Each book opens
 * its Kelly change. Asked again every minute while shown.
 */
export default function KellyDetailPage() {
  const matchId = useMatchId();
  const [moment, setMoment] = useState<'now' | 'opening'>('now');
  const view = useResource(kellyDetailResource, matchId, { enabled: matchId > 0 });
  return (
    <div className="page sd-page" data-testid="kelly-detail">
      <PageHeader title="凯利详情" />
      {matchId === 0 ? (
        <EmptyState text={NO_DATA} testId="special-no-data" />
      ) : (
        <Loaded view={view} rows={6} testId="special">
          {(data) => (
            <>
              <ReadingMatch match={data.match} />
              {!kellyOpens(data) ? (
                <EmptyState text={NO_DATA} testId="special-no-data" />
              ) : (
                <>
                  <ChoiceRow
                    options={MOMENTS}
                    value={moment}
                    onChange={setMoment}
                    label="即时或初盘"
                    testId="kelly-moment"
                    {...CHIP_TABS}
                  />
                  <Section title={`凯利指数（${data[moment].books}家机构）`}>
                    <Summary outcomes={data.outcomes} summary={data[moment]} />
                  </Section>
                  <Section title="各机构">
                    <table className="sd-table" data-testid="kelly-books">
                      <thead>
                        <tr>
                          <th scope="col">机构</th>
                          {data.outcomes.map((name) => (
                            <th key={name} scope="col">
                              {name}
                            </th>
                          ))}
                          <th scope="col">返还率</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.list.map((book) => {
                          const figures = book[moment];
                          return (
                            <tr key={book.oddsId} data-testid="kelly-book">
                              <th scope="row">
                                <Link
                                  to={kellyChangeHref(data.match.matchId, book.providerId)}
                                  data-testid="kelly-book-link"
                                >
                                  {book.providerName} ›
                                </Link>
                                <small>{date2(book.changeTime, 'MM-dd HH:mm')}</small>
                              </th>
                              {figures.odds.map((odds, i) => (
                                <td key={i}>
                                  {odds.toFixed(2)}
                                  <small>{percentText(figures.probabilities[i]!)}</small>
                                  <b
                                    className={
                                      isGuarded(figures.kelly[i]!) ? 'sd-guarded' : undefined
                                    }
                                    data-testid="kelly-index"
                                  >
                                    {figures.kelly[i]!.toFixed(3)}
                                  </b>
                                </td>
                              ))}
                              <td data-testid="kelly-return">{percentText(figures.returnRate)}</td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                    <p className="sd-note">
                      每格：赔率 · 概率 · 凯利指数；
                      <span className="sd-guarded">凯利指数低于1</span>
                      表示机构对该赛果防范
                    </p>
                  </Section>
                </>
              )}
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}

function Summary({ outcomes, summary }: { outcomes: readonly string[]; summary: KellySummary }) {
  return (
    <table className="sd-table sd-table--summary" data-testid="kelly-summary">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">指标</span>
          </th>
          {outcomes.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">平均概率</th>
          {summary.meanProbabilities.map((p, i) => (
            <td key={i}>{percentText(p)}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">凯利均值</th>
          {summary.kellyMean.map((k, i) => (
            <td key={i} data-testid="kelly-mean">
              {k.toFixed(3)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">凯利方差</th>
          {summary.kellyVariance.map((v, i) => (
            <td key={i} data-testid="kelly-variance">
              {v.toFixed(6)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
