import type { GatewayArgsOf, GatewayCall, GatewayOutputOf } from '@contracts/gateway';
import { appConfig } from '../config/appConfig';
import { DEFAULT_TIMEOUT_MS, readTagged, requestTagged } from './client';
import { takeEarlyAnswer } from './earlyAnswers';
import { gatewayCallKey, SPORTDATA_PATH, sportdataBody } from './sportdataBody';
import { taggedAnswers } from './taggedAnswers';
import type { Params } from './params';
import { serverNow } from './serverTime';

export { SPORTDATA_PATH, sportdataBody, sportdataVerifyStr } from './sportdataBody';

/**
 * One call to the match-data gateway: an apiName of contracts/, its answer checked by the contract.
 * An answer that came with an ETag (the live scores, served from the server's memory) is kept, and
 * the same call asks for it conditionally: a 304 answers the kept one (issue 20 §1).
 */
export async function sportdata<G extends GatewayCall>(
  api: G,
  args: GatewayArgsOf<G>,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<GatewayOutputOf<G>> {
  const key = gatewayCallKey(api.name, args as Params);
  const kept = taggedAnswers.get(key);
  // The first screen's call may have gone out before the app's code arrived (earlyAnswers.ts).
  const pending = takeEarlyAnswer(key, {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  const early = pending && (await pending);
  const answer = early
    ? readTagged(SPORTDATA_PATH, api.output, early)
    : // The body goes as is: dropEmptyParams in `request` would agree, but the gateway's own rule is explicit here.
      await requestTagged(SPORTDATA_PATH, api.output, {
        method: 'POST',
        body: sportdataBody(api.name, args as Params, serverNow(), appConfig.sportdataSecret),
        ...options,
        ifNoneMatch: kept?.etag,
      });
  if (answer.unchanged) return kept?.data as GatewayOutputOf<G>;
  if (answer.etag) taggedAnswers.set(key, { etag: answer.etag, data: answer.data });
  else taggedAnswers.delete(key);
  return answer.data as GatewayOutputOf<G>;
}
