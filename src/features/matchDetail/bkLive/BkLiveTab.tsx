import type { BkTextLine } from '@contracts/sportdata/bkDetail';
import { PagedTextLive } from '../live/TextLive';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useDetailJob } from '../useDetailJob';
import { fetchBkTextLive } from './api';
import { lineScore, lineSide } from './rules';
import '../live/live.css';
import './bkLive.css';

function BkTextLineItem({ line }: { line: BkTextLine }) {
  const side = lineSide(line.side);
  return (
    <li
      className={`md-text__line bkl-line bkl-line--${side}`}
      data-testid="bk-text-line"
      data-side={side}
    >
      <span className="bkl-line__time">
        <span className="bkl-line__period">{line.periodName}</span>
        <span className="bkl-line__clock">{line.clock}</span>
      </span>
      {/* Commentary is data: rendered as text. */}
      <span className="md-text__content bkl-line__text">{line.text}</span>
      {/* The column's head says 比分 客-主; a generic span takes no name of its own. */}
      <span className="bkl-line__score">{lineScore(line)}</span>
    </li>
  );
}

/**
 * 直播 of a basketball match: the text commentary, newest first, polled while the match is in play;
 * 查看更早 pages back through the earlier lines.
 */
export default function BkLiveTab({ match, live }: DetailTabProps) {
  const id = match.matchId;
  const text = useDetailJob(
    `bkLive:getBkMatchTextLive:${id}`,
    (signal) => fetchBkTextLive(id, undefined, signal),
    { live },
  );
  return (
    <section className="md-section" data-testid="bk-text-live">
      <h2 className="md-section__title">文字直播</h2>
      <p className="bkl-legend">
        <span className="bkl-legend__item bkl-legend__item--away">{match.awayTeamName}</span>
        <span className="bkl-legend__item bkl-legend__item--home">{match.homeTeamName}</span>
        <span className="bkl-legend__note">比分 客-主</span>
      </p>
      <JobContent
        view={text}
        emptyText="比赛开始后这里有文字直播"
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => (
          <PagedTextLive
            newest={data}
            fetchOlder={(beforeId) => fetchBkTextLive(id, beforeId)}
            testId="bk-text-lines"
            renderLine={(line) => <BkTextLineItem key={line.id} line={line} />}
          />
        )}
      </JobContent>
    </section>
  );
}
