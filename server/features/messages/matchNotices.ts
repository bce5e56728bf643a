import { eq } from 'drizzle-orm';
import { MESSAGE_SUB_TYPES } from '../../../contracts/messages';
import { BASKETBALL_STATUS as BK, FOOTBALL_STATUS as FT, SPORT } from '../../../domain/sport';
import type { Database } from '../../db/database';
import { matchFollows } from '../../db/schema';
import { LONGEST_MATCH_MS } from '../matches';
import { notify } from './notify';

export interface StatusChange {
  matchId: number;
  /** Kick-off time (ms, server time). */
  kickoff: number;
  /** 1 football, 2 basketball. */
  sport: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  from: number;
  to: number;
}

const FINAL: Readonly<Record<number, readonly number[]>> = { 1: [FT.finished], 2: [BK.finished] };
const IN_PLAY: Readonly<Record<number, readonly number[]>> = {
  1: [FT.inPlay, FT.firstHalf],
  2: [1],
};

/**
 * Tells the fans who follow a match that it kicked off or ended (issue 9 item 7), as notices
 * (sub type 5), if their settings want them. One message per fan and event, however often the
 * simulator replays the change.
 */
export async function notifyFollowers(
  db: Database,
  change: StatusChange,
  now: number,
): Promise<number> {
  // A match that kicked off longer ago than any match lasts is a catch-up: nobody is told.
  if (now - change.kickoff > LONGEST_MATCH_MS) return 0;
  // Kick-off: from not started into the first period (a postponement is not one). Full time: the
  // final whistle, also when the match went there in one step (the server was down meanwhile).
  const ended = (FINAL[change.sport] ?? []).includes(change.to);
  const kickoff = !ended && change.from === 0 && (IN_PLAY[change.sport] ?? []).includes(change.to);
  if (!kickoff && !ended) return 0;
  const followers = await db
    .select({ userId: matchFollows.userId })
    .from(matchFollows)
    .where(eq(matchFollows.matchId, change.matchId));
  const teams = `${change.home} VS ${change.away}`;
  const page = change.sport === SPORT.football ? 'match-detail' : 'bk-match-detail';
  let sent = 0;
  for (const { userId } of followers) {
    const wrote = await notify(db, {
      userId,
      subType: MESSAGE_SUB_TYPES.notice,
      title: kickoff ? '关注的比赛开始了' : '关注的比赛结束了',
      content: {
        text: kickoff
          ? `你关注的 ${teams} 已经开始，快来看直播吧。`
          : `你关注的 ${teams} 已经结束，比分 ${change.homeScore}-${change.awayScore}。`,
        link: `#/${page}?matchId=${change.matchId}`,
        kind: kickoff ? 'kickoff' : 'full_time',
      },
      eventKey: `${kickoff ? 'kickoff' : 'full_time'}:${change.matchId}`,
      topic: kickoff ? 'matchStart' : 'matchEnd',
      at: now,
    });
    if (wrote) sent += 1;
  }
  return sent;
}
