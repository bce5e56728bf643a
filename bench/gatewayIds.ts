import { createHash } from 'node:crypto';
import { beijingDate } from '../domain/time';

/** A signed sport-data gateway body, as the app sends it, for a server started with `secret`. */
export function signer(secret: string) {
  return (apiName: string, args: Record<string, unknown>): string => {
    const timestamp = Date.now();
    const verifyStr = createHash('md5').update(`${apiName}${timestamp}${secret}`).digest('hex');
    return JSON.stringify({ ...args, apiName, timestamp, verifyStr });
  };
}

/** `count` football match ids of the lists from three days back on, as the app's lists show them. */
export async function matchIds(
  url: string,
  count: number,
  signed: ReturnType<typeof signer>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let day = -3; day <= 3 && ids.length < count; day++) {
    const date = beijingDate(Date.now(), day);
    const res = await fetch(`${url}/sportdata/f`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signed('getMatchListByDate', { date, pageSize: 100, simple: 1 }),
    });
    const body = (await res.json()) as { data: { list: Array<{ matchId: number }> } };
    ids.push(...body.data.list.map((m) => m.matchId));
  }
  return ids.slice(0, count);
}
