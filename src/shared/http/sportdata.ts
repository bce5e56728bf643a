import md5 from 'crypto-js/md5';
import type { $ZodType, output } from 'zod/v4/core';
import { appConfig } from '../config/appConfig';
import { currentUserId } from '../session/user';
import { sessionId } from '../storage';
import { call } from './client';
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

/** One call to the match-data gateway, validated by `data`. */
export function sportdata<S extends $ZodType>(
  apiName: string,
  args: Params,
  data: S,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<output<S>> {
  const body = sportdataBody(apiName, args, serverNow(), appConfig.sportdataSecret);
  // The body goes as is: dropEmptyParams in `call` would agree, but the gateway's own rule is explicit here.
  return call(SPORTDATA_PATH, data, { method: 'POST', body, ...options });
}
