import { SERVER_TIME_HEADER } from '@contracts/envelope';
import { appScheduler } from '@schedulers/appScheduler';
import { appConfig } from '../config/appConfig';
import { getToken } from '../session/token';
import { commonParams } from './commonParams';
import type { RawAnswer } from './client';
import { dropEmptyParams, type Params } from './params';
import { serverNow } from './serverTime';
import { gatewayCallKey, SPORTDATA_PATH, sportdataBody } from './sportdataBody';

/**
 * The first screen's gateway call, sent by the first-screen script (src/app/firstScreen) the moment
 * it runs, in parallel with the rest of the app's JavaScript instead of after it (issue 20 §3). The
 * app's own call of the same name and arguments, when it comes, takes the answer instead of asking
 * again; it is read, checked by the contract and kept exactly as an answer of that call would be.
 *
 * Sent with fetch, not the app's axios client, so the script that sends it stays a few kilobytes:
 * the same path, query, token header and signed body as `sportdata` sends (sportdataBody.ts).
 */

/** An early answer older than this is not taken: the call is asked afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface Early {
  sentAt: number;
  /** The answer, or null when the request failed (the app's call then asks again). */
  answer: Promise<RawAnswer | null>;
}

const early = new Map<string, Early>();

/** The headers an answer is read by (client.ts readTagged), lower-case as axios gives them. */
function headersOf(response: Response): Record<string, unknown> {
  return {
    etag: response.headers.get('etag') ?? undefined,
    [SERVER_TIME_HEADER]: response.headers.get(SERVER_TIME_HEADER) ?? undefined,
  };
}

async function fetchAnswer(url: string, init: RequestInit): Promise<RawAnswer | null> {
  try {
    const response = await fetch(url, init);
    const data: unknown = await response.json().catch(() => null);
    return { status: response.status, data, headers: headersOf(response) };
  } catch {
    return null;
  }
}

/** Sends a gateway call now, for the app's first call of the same name and arguments to take. */
export function sendEarlyGatewayCall(apiName: string, args: Params): void {
  const key = gatewayCallKey(apiName, args);
  if (early.has(key)) return;
  const body = sportdataBody(apiName, args, serverNow(), appConfig.sportdataSecret);
  const query = new URLSearchParams({ ...commonParams() });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = getToken();
  // In a header, never in the URL (as the axios client does).
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = fetchAnswer(`${appConfig.apiHost}${SPORTDATA_PATH}?${query.toString()}`, {
    method: 'POST',
    headers,
    // As the client sends a body: empty values dropped.
    body: JSON.stringify(dropEmptyParams(body)),
  });
  early.set(key, { sentAt: appScheduler.clock.now(), answer });
}

/**
 * The early answer of a call, taken once; null when there is none (or it is too old). Waits at most
 * `timeoutMs`, and not past `signal`: either way it gives null, and the caller asks for itself.
 */
export function takeEarlyAnswer(
  key: string,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<RawAnswer | null> | null {
  const found = early.get(key);
  if (!found) return null;
  early.delete(key);
  if (appScheduler.clock.now() - found.sentAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  const { signal, timeoutMs } = options;
  if (signal?.aborted) return null;
  return new Promise((resolve) => {
    const done = (answer: RawAnswer | null) => {
      cancelTimer();
      signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    };
    const onAbort = () => done(null);
    const cancelTimer = appScheduler.clock.after(timeoutMs, () => done(null));
    signal?.addEventListener('abort', onAbort, { once: true });
    void found.answer.then(done);
  });
}

/** Forgets every early call (tests). */
export function forgetEarlyAnswers(): void {
  early.clear();
}
