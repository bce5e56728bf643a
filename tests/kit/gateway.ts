import { createHash } from 'node:crypto';

/** The sport-data secret a server process started by the kit uses (the development default). */
export const DEV_GATEWAY_SECRET = 'matchday-dev-secret';

/** verifyStr as the client computes it: lowercase hex MD5 of apiName + timestamp + secret. */
export function signGateway(apiName: string, timestamp: number, secret: string): string {
  return createHash('md5').update(`${apiName}${timestamp}${secret}`).digest('hex');
}

/** One gateway call over real HTTP to a listening server; resolves with the whole envelope. */
export async function gatewayEnvelope<T = unknown>(
  baseUrl: string,
  apiName: string,
  args: Record<string, unknown> = {},
  secret = DEV_GATEWAY_SECRET,
): Promise<{ data: T; serverTime: number }> {
  const timestamp = Date.now();
  const res = await fetch(`${baseUrl}/sportdata/f`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...args,
      apiName,
      timestamp,
      verifyStr: signGateway(apiName, timestamp, secret),
    }),
  });
  return (await res.json()) as { data: T; serverTime: number };
}

/** One gateway call over real HTTP to a listening server; resolves with the envelope's `data`. */
export async function fetchGateway<T = unknown>(
  baseUrl: string,
  apiName: string,
  args: Record<string, unknown> = {},
  secret = DEV_GATEWAY_SECRET,
): Promise<T> {
  return (await gatewayEnvelope<T>(baseUrl, apiName, args, secret)).data;
}
