import { useSearchParams } from 'react-router-dom';
import { ReadingMatch } from '@features/plans/parts';
import type { KellyPoint } from '@contracts/sportdata/specialData';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { kellyChangeResource } from './resources';
import { idOf, isGuarded, NO_DATA, percentText } from './rules';
import { OutcomeLines } from './OutcomeLines';
import { Section } from './Section';
import { useMatchId } from './useMatchId';
import './specialData.css';

const kellyOf = (p: KellyPoint) => p.kelly;

/**
 * 凯利变化 (`special/kelly-change?matchId=&providerId=`): one book's Kelly indices after every move of
 * any book, as a chart (its index moves when the others' odds do), and the moves newest first.
 */
export default function KellyChangePage() {
  const matchId = useMatchId();
  const [query] = useSearchParams();
  // The crown (0) when no book is named.
  const providerId = idOf(query.get('providerId'));
  const view = useResource(kellyChangeResource, { matchId, providerId }, { enabled: matchId > 0 });
  return (
    <div className="page sd-page" data-testid="kelly-change">
      <PageHeader title="凯利变化" />
      {matchId === 0 ? (
        <EmptyState text={NO_DATA} testId="special-no-data" />
      ) : (
        <Loaded view={view} rows={6} testId="special">
          {(data) => (
            <>
              <ReadingMatch match={data.match} />
              <Section title={`${data.providerName} · 凯利指数走势`}>
                <OutcomeLines
                  outcomes={data.outcomes}
                  points={data.list}
                  valuesOf={kellyOf}
                  label="凯利指数走势"
                />
              </Section>
              <Section title="变化明细">
                <table className="sd-table" data-testid="kelly-moves">
                  <thead>
                    <tr>
                      <th scope="col">时间</th>
                      {data.outcomes.map((name) => (
                        <th key={name} scope="col">
                          {name}
                        </th>
                      ))}
                      <th scope="col">返还率</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.list].reverse().map((point, row) => (
                      <tr key={`${point.t}-${row}`} data-testid="kelly-move">
                        <th scope="row">
                          {date2(point.t, 'MM-dd HH:mm')}
                          <small>{point.matchState}</small>
                        </th>
                        {point.odds.map((odds, i) => (
                          <td key={i}>
                            {odds.toFixed(2)}
                            <b className={isGuarded(point.kelly[i]!) ? 'sd-guarded' : undefined}>
                              {point.kelly[i]!.toFixed(3)}
                            </b>
                          </td>
                        ))}
                        <td>{percentText(point.returnRate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Section>
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
