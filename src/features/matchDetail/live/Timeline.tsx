import type { MatchEvent, MatchItem } from '@contracts/sportdata/matches';
import {
  eventLabel,
  eventMinute,
  eventNote,
  scoreAfter,
  timelineOf,
  type TimelineKind,
} from './rules';

function EventIcon({ kind }: { kind: TimelineKind }) {
  return (
    <span className={`md-ev-icon md-ev-icon--${kind}`} role="img" aria-label={eventLabel(kind)} />
  );
}

/**
 * Goals, cards and substitutions with their minutes, home on the left and away on the right of a
 * centre line, newest at the top. Player names are data: rendered as text.
 */
export function Timeline({ events, match }: { events: readonly MatchEvent[]; match: MatchItem }) {
  const items = timelineOf(events);
  return (
    <ol className="md-timeline" data-testid="events-timeline" aria-label="比赛事件">
      {items.map((event) => {
        const side = event.side === 2 ? 'away' : 'home';
        const score =
          event.kind === 'goal' || event.kind === 'own_goal' || event.kind === 'penalty'
            ? scoreAfter(event)
            : null;
        const note = eventNote(event);
        return (
          <li
            key={event.id}
            className={`md-timeline__item md-timeline__item--${side}`}
            data-testid="timeline-event"
            data-kind={event.kind}
          >
            <span className="md-timeline__minute">{eventMinute(event)}</span>
            <span className="md-timeline__body">
              <EventIcon kind={event.kind} />
              <span className="md-timeline__text">
                <span className="md-timeline__player">
                  {event.player ?? (side === 'home' ? match.homeTeamName : match.awayTeamName)}
                </span>
                {score && <span className="md-timeline__score">{score}</span>}
                {note && <span className="md-timeline__note">{note}</span>}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
