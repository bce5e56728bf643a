import { z } from 'zod/mini';
import { idListArg } from '../../../contracts/sportdata/args';
import { defineApi } from '../../platform/gateway/api';

/**
 * Video lookups. The companion server holds no broadcast rights, so no match has a stream and the
 * answer is an empty list (the client treats that as "no video", calls-errors-spec §7.1); the
 * seeded world marks no match is_video. Animation (is_cartoon) is drawn by the app from live events.
 */
function videoLookup() {
  return defineApi(z.looseObject({ matchIds: idListArg }), () => Promise.resolve({ list: [] }));
}

export const getFtLeisuMatchVideo = videoLookup();
export const getBkLeisuMatchVideo = videoLookup();
