import type { MatchEvent } from '@contracts/sportdata/matches';

/** Pure rules of the live tab: which events the timeline shows and how they read. */

export type TimelineKind =
  'goal' | 'own_goal' | 'penalty' | 'penalty_missed' | 'yellow' | 'red' | 'substitution';

const LABELS: Readonly<Record<TimelineKind, string>> = {
  goal: '进球',
  own_goal: '乌龙球',
  penalty: '点球',
  penalty_missed: '点球未进',
  yellow: '黄牌',
  red: '红牌',
  substitution: '换人',
};

/** Kinds the timeline shows; corners are counted in the header stats, not listed one by one. */
export function isTimelineEvent(event: MatchEvent): event is MatchEvent & { kind: TimelineKind } {
  return Object.hasOwn(LABELS, event.kind);
}

export function eventLabel(kind: TimelineKind): string {
  return LABELS[kind];
}

/** "67'", stoppage time "45+2'". */
export function eventMinute(event: Pick<MatchEvent, 'minute' | 'extraMinute'>): string {
  return event.extraMinute > 0 ? `${event.minute}+${event.extraMinute}'` : `${event.minute}'`;
}

/** The score after a goal as the event carries it ([home, away]), or null. */
export function scoreAfter(event: MatchEvent): string | null {
  const score: unknown = event.detail?.score;
  if (!Array.isArray(score) || score.length !== 2) return null;
  const home: unknown = score[0];
  const away: unknown = score[1];
  return typeof home === 'number' && typeof away === 'number' ? `${home}-${away}` : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The second line of an event: the assist of a goal, the player going off in a substitution. */
export function eventNote(event: MatchEvent): string | null {
  if (event.kind === 'substitution') {
    const off = textOf(event.detail?.off);
    return off ? `↓ ${off}` : null;
  }
  if (event.kind === 'goal') {
    const assist = textOf(event.detail?.assist);
    return assist ? `助攻：${assist}` : null;
  }
  return null;
}

/** The timeline, newest first (what a fan watching live looks for), without corners. */
export function timelineOf(events: readonly MatchEvent[]): (MatchEvent & { kind: TimelineKind })[] {
  return events
    .filter(isTimelineEvent)
    .sort(
      (a, b) =>
        b.minute - a.minute ||
        b.extraMinute - a.extraMinute ||
        b.second - a.second ||
        b.happenedAt - a.happenedAt ||
        b.id - a.id,
    );
}

/** Older text lines appended under the polled newest page, without repeats, newest first. */
export function mergeTextPages<T extends { id: number }>(
  newest: readonly T[],
  older: readonly T[],
): T[] {
  const seen = new Set(newest.map((line) => line.id));
  return [...newest, ...older.filter((line) => !seen.has(line.id))];
}
