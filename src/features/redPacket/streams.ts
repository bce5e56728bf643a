import type { RedPacketStatus } from '@contracts/redPacket';
import type { RedPacketMatch } from '@contracts/sportdata/matches';
import type { PollHandle } from '@schedulers';
import {
  liveDataOfPageAt,
  RED_PACKET_CHECK_MS,
  RED_PACKET_LIST_MS,
  redPacketCheckJob,
  redPacketListJob,
} from '@shared/live';
import { checkRound, fetchRedPacketMatches } from './api';
import { isRoundJoined } from './cache';
import { latestGoal, roundKey } from './rules';
import { onScreenIds, setRound, upsertRedPacketMatches, useRedPacketStore } from './store';

interface CheckResult {
  matches: RedPacketMatch[];
  round: { key: string; status: RedPacketStatus } | null;
}

/**
 * The red-packet jobs (issue 9 item 1), the scheduler's: the full list of today's active matches
 * about every 1003 s, and every 10 s the matches on screen (their goal times, for the shake) and
 * the round of the marked match's newest goal (for the rain). Nothing runs while no packet is on
 * screen: the jobs live while someone holds them (`holdRedPacketJobs`).
 */
let listJob: PollHandle<RedPacketMatch[]> | undefined;
let checkJob: PollHandle<CheckResult | null> | undefined;

export async function checkOnScreen(signal: AbortSignal): Promise<CheckResult | null> {
  const { byId, marked } = useRedPacketStore.getState();
  const ids = new Set(onScreenIds());
  if (marked !== null) ids.add(marked);
  // Only active packets are checked; a match not known yet is asked about once.
  const wanted = [...ids].filter((id) => (byId[id]?.redStatus ?? 1) === 1);
  if (wanted.length === 0) return null;
  const matches = await fetchRedPacketMatches(wanted, signal);
  let round: CheckResult['round'] = null;
  const markedMatch = matches.find((m) => m.matchId === marked && m.redStatus === 1);
  const goal = markedMatch ? latestGoal(markedMatch.pointJson) : null;
  if (markedMatch && goal) {
    const key = roundKey(markedMatch.matchId, goal.goalCount);
    // A round that cannot be read (no round for that goal, a failure) does not cost the goal
    // times of every packet on screen: the next check asks again.
    if (!isRoundJoined(key)) {
      const status = await checkRound(markedMatch.matchId, goal.goalCount, signal).catch(
        () => null,
      );
      if (status) round = { key, status };
    }
  }
  return { matches, round };
}

function jobs() {
  if (!listJob || !checkJob) {
    listJob = redPacketListJob(({ signal }) => fetchRedPacketMatches(null, signal));
    checkJob = redPacketCheckJob(({ signal }) => checkOnScreen(signal));
    const pageAt = liveDataOfPageAt();
    if (pageAt !== null) {
      // The server's render (home, a list) came with its rows' packets (their redStatus, as the
      // rows show them): the check of what is on screen asks one interval after the page, as the
      // live polls do, and today's full list with it — not with the page itself, where the first
      // request would bring the app's HTTP client into the first screen's busiest seconds.
      checkJob.seed(null, pageAt);
      listJob.seed([], pageAt - RED_PACKET_LIST_MS + RED_PACKET_CHECK_MS);
    }
  }
  return { list: listJob, check: checkJob };
}

let holders = 0;
let stopFeeding: (() => void) | null = null;

/**
 * Runs both jobs into the store until the returned release. Held by every packet on screen and
 * the match page; the store is fed once however many hold it.
 */
export function holdRedPacketJobs(): () => void {
  holders += 1;
  if (holders === 1) {
    const { list, check } = jobs();
    const a = list.data$.subscribe((matches) => upsertRedPacketMatches(matches));
    const b = check.data$.subscribe((result) => {
      if (!result) return;
      upsertRedPacketMatches(result.matches);
      if (result.round) setRound(result.round.key, result.round.status);
    });
    stopFeeding = () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      stopFeeding?.();
      stopFeeding = null;
    }
  };
}

/** Asks the 10-second check now (the page just marked a match). */
export function checkNow(): void {
  jobs().check.invalidate();
}
