import md5 from 'crypto-js/md5';
import type { GatewayArgsOf, GatewayCall, GatewayOutputOf } from '@contracts/gateway';
import { appConfig } from '../config/appConfig';
import { currentUserId } from '../session/user';
import { sessionId } from '../storage';
import { request } from './client';
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

/** One call to the match-data gateway: an apiName of contracts/, its answer checked by the contract. */
export function sportdata<G extends GatewayCall>(
  api: G,
  args: GatewayArgsOf<G>,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<GatewayOutputOf<G>> {
  const body = sportdataBody(api.name, args as Params, serverNow(), appConfig.sportdataSecret);
  // The body goes as is: dropEmptyParams in `request` would agree, but the gateway's own rule is explicit here.
  return request(SPORTDATA_PATH, api.output, { method: 'POST', body, ...options }) as Promise<
    GatewayOutputOf<G>
  >;
}
