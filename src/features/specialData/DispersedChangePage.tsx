import { ReadingMatch } from '@features/plans/parts';
import type { DispersionPoint } from '@contracts/sportdata/specialData';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { discreteIndexResource } from './resources';
import { NO_DATA } from './rules';
import { OutcomeLines } from './OutcomeLines';
import { Section } from './Section';
import { useMatchId } from './useMatchId';
import './specialData.css';

const varianceOf = (p: DispersionPoint) => p.variance;

/**
 * 离散变化 (`special/dispersed-change?matchId=`): the dispersion of each outcome after every moment
 * any book moved, as a chart, and the moments newest first with how many books were open.
 */
export default function DispersedChangePage() {
  const matchId = useMatchId();
  const view = useResource(discreteIndexResource, matchId, { enabled: matchId > 0 });
  return (
    <div className="page sd-page" data-testid="dispersed-change">
      <PageHeader title="离散度走势" />
      {matchId === 0 ? (
        <EmptyState text={NO_DATA} testId="special-no-data" />
      ) : (
        <Loaded view={view} rows={6} testId="special">
          {(data) => (
            <>
              <ReadingMatch match={data.match} />
              <Section title="离散度走势">
                <OutcomeLines
                  outcomes={data.outcomes}
                  points={data.list}
                  valuesOf={varianceOf}
                  label="离散度走势"
                />
              </Section>
              <Section title="变化明细">
                <table className="sd-table" data-testid="dispersed-moves">
                  <thead>
                    <tr>
                      <th scope="col">时间</th>
                      {data.outcomes.map((name) => (
                        <th key={name} scope="col">
                          {name}
                        </th>
                      ))}
                      <th scope="col">机构</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.list].reverse().map((point, row) => (
                      <tr key={`${point.t}-${row}`} data-testid="dispersed-move">
                        <th scope="row">
                          {date2(point.t, 'MM-dd HH:mm')}
                          <small>{point.matchState}</small>
                        </th>
                        {point.variance.map((v, i) => (
                          <td key={i}>
                            {v.toFixed(4)}
                            <small>{point.mean[i]!.toFixed(3)}</small>
                          </td>
                        ))}
                        <td>{point.books}</td>
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
