import md5 from 'crypto-js/md5';
import { currentUserId } from '../session/user';
import { sessionId } from '../storage';
import { dropEmptySportdataParams, type Params } from './params';

/**
 * The match-data gateway's request, without the transport: its path, its signed body and the key
 * of a call (name and arguments). Kept apart from the axios client so the first screen's early call
 * (earlyAnswers.ts) builds the very same request before the app's code has arrived.
 */
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

/** One gateway call's identity: the same name and arguments ask the same question. */
export function gatewayCallKey(apiName: string, args: Params): string {
  return `${apiName}:${JSON.stringify(args)}`;
}
