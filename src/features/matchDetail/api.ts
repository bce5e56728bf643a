import type { z } from 'zod/mini';
import {
  matchEventListSchema,
  matchItemSchema,
  textLiveSchema,
  videoLookupSchema,
  type MatchItem,
} from '@contracts/sportdata/matches';
import type { Sport } from '@features/matches';
import { isApiError, sportdata } from '@shared/http';

/** The match page's own gateway calls (calls-errors-spec §7.1); each tab folder has its own. */

/** The header's match: getMatchInfoById (football) or getBkMatchDetail (basketball). */
export function fetchDetailMatch(
  sport: Sport,
  matchId: number,
  signal?: AbortSignal,
): Promise<MatchItem> {
  return sport === 'football'
    ? sportdata('getMatchInfoById', { leagueMatchId: matchId }, matchItemSchema, { signal })
    : sportdata('getBkMatchDetail', { matchId }, matchItemSchema, { signal });
}

/** Goals, cards and substitutions of one match, oldest first. */
export function fetchMatchEvents(matchId: number, signal?: AbortSignal) {
  return sportdata('getMatchEvent', { matchId }, matchEventListSchema, { signal });
}

export type TextLive = z.infer<typeof textLiveSchema>;

/** Text commentary, newest first; `beforeId` pages back. */
export function fetchTextLive(
  matchId: number,
  beforeId?: number,
  signal?: AbortSignal,
): Promise<TextLive> {
  return sportdata('getMatchTextLive', { matchId, beforeId }, textLiveSchema, { signal });
}

export type VideoSource = z.infer<typeof videoLookupSchema>['list'][number];

/**
 * The match's video sources. Calls-errors-spec §7.1: a lookup succeeds only when the answer has
 * data, and its errors are swallowed — a failed lookup is simply "no video".
 */
export async function lookupVideo(
  sport: Sport,
  matchId: number,
  signal?: AbortSignal,
): Promise<VideoSource[]> {
  const apiName = sport === 'football' ? 'getFtLeisuMatchVideo' : 'getBkLeisuMatchVideo';
  try {
    const data = await sportdata(apiName, { matchIds: String(matchId) }, videoLookupSchema, {
      signal,
    });
    return data.list.filter(
      (source) => source.matchId === matchId && /^https:\/\//.test(source.url),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error)) return [];
    throw error;
  }
}
