import * as matchCalls from '../../../contracts/sportdata/matchCalls';
import { defineApi } from '../../platform/gateway/api';

/**
 * Video lookups. The companion server holds no broadcast rights, so no match has a stream and the
 * answer is an empty list (the client treats that as "no video", calls-errors-spec §7.1); the
 * seeded world marks no match is_video. Animation (is_cartoon) is drawn by the app from live events.
 */
// Both lookups are declared with the same arguments and answer, so one type serves both.
function videoLookup(call: typeof matchCalls.getFtLeisuMatchVideo) {
  return defineApi(call, () => Promise.resolve({ list: [] }));
}

export const getFtLeisuMatchVideo = videoLookup(matchCalls.getFtLeisuMatchVideo);
export const getBkLeisuMatchVideo = videoLookup(matchCalls.getBkLeisuMatchVideo);
