import md5 from 'crypto-js/md5';
import type { GatewayArgsOf, GatewayCall, GatewayOutputOf } from '@contracts/gateway';
import { appConfig } from '../config/appConfig';
import { currentUserId } from '../session/user';
import { sessionId } from '../storage';
import { requestTagged } from './client';
import { taggedAnswers } from './taggedAnswers';
import { dropEmptySportdataParams, type Params } from './params';
import { serverNow } from './serverTime';

export const SPORTDATA_PATH = '/sportdata/f';

/** verifyStr of the gateway: lowercase hex MD5 of apiName + timestamp + secret (docs/api.md). */
export function sportdataVerifyStr(apiName: string, timestamp: number, secret: string): string {
  return md5(`${apiName}${timestamp}${secret}`).toString();
}

export function sportdataBody(
  apiName: string,
  args: Params,
  timestamp: number,
  secret: string,
): Params {
  return {
    ...dropEmptySportdataParams(args),
    apiName,
    timestamp,
    verifyStr: sportdataVerifyStr(apiName, timestamp, secret),
    jcobSessionId: sessionId(),
    userId: currentUserId(),
  };
}

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
  const body = sportdataBody(api.name, args as Params, serverNow(), appConfig.sportdataSecret);
  const key = `${api.name}:${JSON.stringify(args)}`;
  const kept = taggedAnswers.get(key);
  // The body goes as is: dropEmptyParams in `request` would agree, but the gateway's own rule is explicit here.
  const answer = await requestTagged(SPORTDATA_PATH, api.output, {
    method: 'POST',
    body,
    ...options,
    ifNoneMatch: kept?.etag,
  });
  if (answer.unchanged) return kept?.data as GatewayOutputOf<G>;
  if (answer.etag) taggedAnswers.set(key, { etag: answer.etag, data: answer.data });
  else taggedAnswers.delete(key);
  return answer.data as GatewayOutputOf<G>;
}
