import type { GatewayOutputOf } from '@contracts/gateway';
import {
  getBkLeisuMatchVideo,
  getBkMatchDetail,
  getFtLeisuMatchVideo,
  getMatchEvent,
  getMatchInfoById,
  getMatchTextLive,
} from '@contracts/sportdata/matchCalls';
import type { MatchItem } from '@contracts/sportdata/matches';
import type { Sport } from '@entities/match';
import { isApiError, sportdata } from '@shared/http';
import { detailMatchArgs } from './detailMatchCall';

/** The match page's own gateway calls (calls-errors-spec §7.1); each tab folder has its own. */

/** The header's match: getMatchInfoById (football) or getBkMatchDetail (basketball). */
export function fetchDetailMatch(
  sport: Sport,
  matchId: number,
  signal?: AbortSignal,
): Promise<MatchItem> {
  return sport === 'football'
    ? sportdata(getMatchInfoById, detailMatchArgs.football(matchId), { signal })
    : sportdata(getBkMatchDetail, detailMatchArgs.basketball(matchId), { signal });
}

/** Goals, cards and substitutions of one match, oldest first. */
export function fetchMatchEvents(matchId: number, signal?: AbortSignal) {
  return sportdata(getMatchEvent, { matchId }, { signal });
}

export type TextLive = GatewayOutputOf<typeof getMatchTextLive>;

/** Text commentary, newest first; `beforeId` pages back. */
export function fetchTextLive(
  matchId: number,
  beforeId?: number,
  signal?: AbortSignal,
): Promise<TextLive> {
  return sportdata(getMatchTextLive, { matchId, beforeId }, { signal });
}

export type VideoSource = GatewayOutputOf<typeof getFtLeisuMatchVideo>['list'][number];

/**
 * The match's video sources. Calls-errors-spec §7.1: a lookup succeeds only when the answer has
 * data, and its errors are swallowed — a failed lookup is simply "no video".
 */
export async function lookupVideo(
  sport: Sport,
  matchId: number,
  signal?: AbortSignal,
): Promise<VideoSource[]> {
  const lookup = sport === 'football' ? getFtLeisuMatchVideo : getBkLeisuMatchVideo;
  try {
    const data = await sportdata(lookup, { matchIds: String(matchId) }, { signal });
    return data.list.filter(
      (source) => source.matchId === matchId && /^https:\/\//.test(source.url),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error)) return [];
    throw error;
  }
}
