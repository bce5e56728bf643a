import { Link } from 'react-router-dom';
import { ReadingMatch } from '@features/plans/parts';
import type { DispersionFigures } from '@contracts/sportdata/specialData';
import { useResource } from '@shared/resource';
import { Loaded, PageHeader } from '@shared/ui';
import { EmptyState } from '@shared/ui';
import { dispersedChangeHref } from './links';
import { discreteIndexResource } from './resources';
import { dispersionOpens, NO_DATA } from './rules';
import { Section } from './Section';
import SpecialListPage from './SpecialListPage';
import { useMatchId } from './useMatchId';
import './specialData.css';

/**
 * 离散 (`special/dispersed`): without a match, football's dispersion list; with `?matchId=`, the
 * match's dispersion — the variance of the books' odds of each outcome with their mean — at the
 * openings and now, every book's odds, and the way to its change over time.
 */
export default function DispersedPage() {
  const matchId = useMatchId();
  return matchId > 0 ? <DispersionDetail matchId={matchId} /> : <SpecialListPage />;
}

function DispersionDetail({ matchId }: { matchId: number }) {
  const view = useResource(discreteIndexResource, matchId);
  return (
    <div className="page sd-page" data-testid="dispersed-detail">
      <PageHeader title="离散指数" />
      <Loaded view={view} rows={6} testId="special">
        {(data) => (
          <>
            <ReadingMatch match={data.match} />
            {!dispersionOpens(data.now.books) ? (
              <EmptyState text={NO_DATA} testId="special-no-data" />
            ) : (
              <>
                <Section title={`离散度（${data.now.books}家机构）`}>
                  <table className="sd-table sd-table--summary" data-testid="dispersed-summary">
                    <thead>
                      <tr>
                        <th scope="col">
                          <span className="visually-hidden">盘口</span>
                        </th>
                        {data.outcomes.map((name) => (
                          <th key={name} scope="col">
                            {name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      <FigureRows label="初盘" figures={data.opening} testId="dispersed-opening" />
                      <FigureRows label="即时" figures={data.now} testId="dispersed-now" />
                    </tbody>
                  </table>
                  <p className="sd-note">每格：离散度（各机构赔率的方差）· 平均赔率</p>
                  <Link
                    className="sd-more"
                    to={dispersedChangeHref(matchId)}
                    data-testid="dispersed-change-link"
                  >
                    离散度走势 ›
                  </Link>
                </Section>
                <Section title="各机构赔率">
                  <table className="sd-table" data-testid="dispersed-books">
                    <thead>
                      <tr>
                        <th scope="col">机构</th>
                        {data.outcomes.map((name) => (
                          <th key={name} scope="col">
                            {name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.books.map((book) => (
                        <tr key={book.providerId} data-testid="dispersed-book">
                          <th scope="row">{book.providerName}</th>
                          {book.now.map((odds, i) => (
                            <td key={i}>
                              {odds.toFixed(2)}
                              <small>初 {book.opening[i]!.toFixed(2)}</small>
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Section>
              </>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}

function FigureRows({
  label,
  figures,
  testId,
}: {
  label: string;
  figures: DispersionFigures;
  testId: string;
}) {
  return (
    <tr data-testid={testId}>
      <th scope="row">{label}</th>
      {figures.variance.map((v, i) => (
        <td key={i}>
          <b data-testid="dispersed-variance">{v.toFixed(4)}</b>
          <small>{figures.mean[i]!.toFixed(3)}</small>
        </td>
      ))}
    </tr>
  );
}
