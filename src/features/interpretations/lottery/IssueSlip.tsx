import { failureText } from '@shared/http';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { ErrorState, Skeleton } from '@shared/ui';
import { issueDrawResource } from './resources';
import { ISSUE_STATUS_TEXT, OUTCOME_TEXT, scoreText, slipNo } from './rules';
import './lottery.css';

/**
 * The 胜负彩 issue an old-lottery reading belongs to (issue 34 §1): its 14 matches in slip order,
 * each one's score and outcome once final, and the draw so far — the reading's own match marked.
 */
export function IssueSlip({ issueNo, matchId }: { issueNo: string; matchId: number }) {
  const issue = useResource(issueDrawResource, issueNo);
  const data = issue.data;
  return (
    <section className="plan-card issue-slip" data-testid="issue-slip" aria-label="胜负彩对阵">
      <h2 className="plan-section-title issue-slip-head">
        <span>胜负彩 第{issueNo}期</span>
        {data && (
          <span className={`issue-status is-${data.status}`} data-testid="issue-status">
            {ISSUE_STATUS_TEXT[data.status]}
          </span>
        )}
      </h2>
      {data ? (
        <>
          <p className="issue-draw" data-testid="issue-draw">
            <span className="issue-draw__label">开奖结果</span>
            {/* The chips are drawn for the eye; a screen reader reads the result as one word. */}
            <span className="visually-hidden">{data.result}</span>
            <span className="issue-draw__chips" aria-hidden="true">
              {[...data.result].map((c, i) => (
                <span key={i} className={c === '-' ? 'is-pending' : undefined}>
                  {c}
                </span>
              ))}
            </span>
          </p>
          <ol className="issue-matches">
            {data.matches.map((m) => (
              <li
                key={m.matchId}
                className={m.matchId === matchId ? 'is-this' : undefined}
                data-testid="issue-match"
                aria-current={m.matchId === matchId ? 'true' : undefined}
              >
                <span className="issue-no">{slipNo(m.no)}</span>
                <span className="issue-league">{m.leagueName}</span>
                <span className="issue-team">{m.homeTeamName}</span>
                <span className="issue-score">{scoreText(m)}</span>
                <span className="issue-team">{m.awayTeamName}</span>
                <span className="issue-outcome">
                  {m.outcome ? (
                    OUTCOME_TEXT[m.outcome]
                  ) : (
                    <>
                      <small>{date2(m.matchTime, 'MM-dd')}</small>
                      {date2(m.matchTime, 'HH:mm')}
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : issue.loading ? (
        <Skeleton rows={4} testId="issue-skeleton" />
      ) : (
        <ErrorState
          message={failureText(issue.error)}
          onRetry={issue.reload}
          testId="issue-error"
        />
      )}
    </section>
  );
}
