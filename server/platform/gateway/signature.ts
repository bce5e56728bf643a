import { createHash, timingSafeEqual } from 'node:crypto';

/** The development default of SPORTDATA_SECRET; the client's VITE_SPORTDATA_SECRET default matches (README). */
export const DEV_SPORTDATA_SECRET = 'matchday-dev-secret';

/** A request older or newer than this is refused as stale (replayed or from a badly wrong clock). */
export const SPORTDATA_MAX_SKEW_MS = 5 * 60 * 1000;

export function expectedVerifyStr(apiName: string, timestamp: number, secret: string): string {
  return createHash('md5').update(`${apiName}${timestamp}${secret}`).digest('hex');
}

export type SignatureCheck =
  { ok: true } | { ok: false; code: 'sign_error' | 'sign_expired'; msg: string };

/**
 * Checks verifyStr (constant-time) and that the timestamp is within five minutes of now. Given several
 * nows (real time and the simulated clock), anything from five minutes before the earliest to five
 * minutes after the latest is fresh: a client signs with its device time plus the last server-time
 * offset it saw, which under SIM_SPEED > 1 lands anywhere between the two clocks.
 */
export function checkSignature(
  input: { apiName: string; timestamp: number; verifyStr: string },
  secret: string,
  now: number | readonly number[] = Date.now(),
): SignatureCheck {
  const nows = typeof now === 'number' ? [now] : now;
  const earliest = Math.min(...nows) - SPORTDATA_MAX_SKEW_MS;
  const latest = Math.max(...nows) + SPORTDATA_MAX_SKEW_MS;
  if (!(input.timestamp >= earliest && input.timestamp <= latest)) {
    return { ok: false, code: 'sign_expired', msg: '请求已过期，请校准手机时间后重试' };
  }
  const expected = Buffer.from(expectedVerifyStr(input.apiName, input.timestamp, secret));
  const given = Buffer.from(input.verifyStr);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, code: 'sign_error', msg: '签名校验失败' };
  }
  return { ok: true };
}
