import { fetchMatchEvents, fetchTextLive } from '../api';
import { JobContent } from '../tabs/TabStates';
import type { DetailTabProps } from '../tabs/types';
import { useSectionsShown } from '../tabs/useSectionsShown';
import { useDetailJob } from '../useDetailJob';
import { TextLive } from './TextLive';
import { Timeline } from './Timeline';
import { timelineOf } from './rules';
import './live.css';

/**
 * 赛况 of a football match: the events timeline and the text commentary, both polled while the
 * match is in play and quiet once it is over. The commentary is drawn once the timeline above it has
 * answered, so a timeline that comes late does not push it down (useSectionsShown).
 */
export default function LiveTab({ match, live }: DetailTabProps) {
  const id = match.matchId;
  const events = useDetailJob(`events:${id}`, (signal) => fetchMatchEvents(id, signal), { live });
  const text = useDetailJob(`text:${id}`, (signal) => fetchTextLive(id, undefined, signal), {
    live,
  });
  const shown = useSectionsShown([events, text]);
  return (
    <>
      <section className="md-section">
        <h2 className="md-section__title">比赛事件</h2>
        <JobContent
          view={events}
          emptyText={live ? '暂无进球、红黄牌或换人' : '暂无比赛事件'}
          isEmpty={(data) => timelineOf(data.list).length === 0}
        >
          {(data) => <Timeline events={data.list} match={match} />}
        </JobContent>
      </section>
      {shown > 1 && (
        <section className="md-section">
          <h2 className="md-section__title">文字直播</h2>
          <JobContent
            view={text}
            emptyText="比赛开始后这里有文字直播"
            isEmpty={(data) => data.list.length === 0}
          >
            {(data) => <TextLive matchId={id} newest={data} />}
          </JobContent>
        </section>
      )}
    </>
  );
}
