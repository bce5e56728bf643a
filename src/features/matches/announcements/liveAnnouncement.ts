/**
 * The sentence a screen reader hears for a goal or a red card of a followed match (issue 38 §3):
 * what the tip shows a sighted fan, as speech — the score line first, then what happened, who and
 * when: 「曼联 1-0 利物浦，进球：B·费尔南德斯 63'」, 「曼联 1-0 利物浦，红牌：利物浦 德利赫特 70'」.
 * Pure: the tip, the teams and the match's events as far as the events poll has them. A folder of
 * its own, out of the matches' core chunk (vite.config.ts): it loads with the first announcement.
 */
import type { MatchEvent } from '@contracts/sportdata/matches';
import { announce } from '@shared/a11y';
import type { LiveTip, TipTeams } from '../tips/detect';

const GOAL_KINDS: ReadonlySet<string> = new Set(['goal', 'own_goal', 'penalty']);

function eventMinute(event: MatchEvent): string {
  return event.extraMinute > 0 ? `${event.minute}+${event.extraMinute}'` : `${event.minute}'`;
}

/** The live score's minute text as the tip has it ("63", "45+2"), or nothing (中场). */
function tipMinute(tip: LiveTip): string | null {
  return tip.minute && /^\d/.test(tip.minute) ? `${tip.minute}'` : null;
}

/**
 * The goal's own event: the goal after which the score is the tip's. Events may come a poll after
 * the score; until then there is none, and the sentence names the team rather than a wrong scorer.
 */
export function goalEventOf(tip: LiveTip, events: readonly MatchEvent[]): MatchEvent | undefined {
  return events.find((event) => {
    if (!GOAL_KINDS.has(event.kind)) return false;
    const score = event.detail?.score;
    return Array.isArray(score) && score[0] === tip.homeScore && score[1] === tip.awayScore;
  });
}

/** The red card's own event: the side's n-th red card, n its count after the update. */
export function redEventOf(
  tip: LiveTip,
  redCount: number,
  events: readonly MatchEvent[],
): MatchEvent | undefined {
  const side = tip.side === 'home' ? 1 : 2;
  return events.filter((event) => event.kind === 'red' && event.side === side)[redCount - 1];
}

export interface AnnouncementFacts {
  tip: LiveTip;
  teams: TipTeams;
  /** The side's red cards after the update (for a red card's event). */
  redCount: number;
  events: readonly MatchEvent[];
}

export function liveAnnouncementText({ tip, teams, redCount, events }: AnnouncementFacts): string {
  const line = `${teams.home} ${tip.homeScore}-${tip.awayScore} ${teams.away}`;
  const team = tip.side === 'home' ? teams.home : teams.away;
  const event = tip.kind === 'goal' ? goalEventOf(tip, events) : redEventOf(tip, redCount, events);
  const minute = event ? eventMinute(event) : tipMinute(tip);
  const when = minute ? ` ${minute}` : '';
  if (tip.kind === 'goal') {
    const mark =
      event?.kind === 'own_goal' ? '（乌龙）' : event?.kind === 'penalty' ? '（点球）' : '';
    const who = event?.player ? `${event.player}${mark}` : team;
    return `${line}，进球：${who}${when}`;
  }
  const who = event?.player ? `${team} ${event.player}` : team;
  return `${line}，红牌：${who}${when}`;
}

/** Says the tip through the app's one live region. */
export function announceLiveTip(facts: AnnouncementFacts): void {
  announce(liveAnnouncementText(facts));
}
