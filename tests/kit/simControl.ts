import { devSimAdvance, devSimHappen, devSimPlayable } from '../../contracts/devSim';
import { beijingDate } from '../../domain/time';
import { gatewayEnvelope } from './gateway';

/**
 * The simulator's development control (contracts/devSim.ts) for browser tests: make a kick-off, a
 * goal or a red card happen now, or move simulated time on, then wait for it on screen — never for
 * the simulated clock to get there by itself.
 */

async function post(baseUrl: string, path: string, body: object): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
}

export const simKickOff = (baseUrl: string, matchId: number) =>
  post(baseUrl, devSimHappen.path, { matchId, kind: 'kickoff' });

/**
 * Kicks off the first of `candidates` the simulator will play and answers it: one its script
 * postpones is refused (`postponed`), and the next is tried.
 */
export async function kickOffFirst<T extends { matchId: number }>(
  baseUrl: string,
  candidates: readonly T[],
): Promise<T> {
  for (const match of candidates) {
    const res = await fetch(`${baseUrl}${devSimHappen.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: match.matchId, kind: 'kickoff' }),
    });
    if (res.ok) return match;
    const body = (await res.json()) as { code?: string };
    if (body.code !== 'postponed') throw new Error(`kick-off of ${match.matchId}: ${res.status}`);
  }
  throw new Error('no match to kick off');
}

export const simGoal = (baseUrl: string, matchId: number, side: 1 | 2 = 1) =>
  post(baseUrl, devSimHappen.path, { matchId, kind: 'goal', side });

export const simRedCard = (baseUrl: string, matchId: number, side: 1 | 2 = 1) =>
  post(baseUrl, devSimHappen.path, { matchId, kind: 'red', side });

export const simAdvance = (baseUrl: string, minutes: number) =>
  post(baseUrl, devSimAdvance.path, { minutes });

/**
 * Yesterday's Beijing evening, an hour before the CBA's tip-offs (19:30–20:00 every day) and the
 * evening's football: as SIM_START, both sports have matches far enough ahead whatever the date.
 */
export function yesterdayEvening(): string {
  return `${beijingDate(Date.now(), -1)}T18:30:00+08:00`;
}

interface Listed {
  matchId: number;
  matchDate: number;
  redStatus: number;
  matchStatus: number;
}

/**
 * The matches of a sport not started yet, today's (and of the `days` − 1 days after, Beijing
 * dates) that kick off at least `leadMs` after the server's now (room to open their pages before
 * anything happens by itself) and that the simulator will play (a match its script postpones
 * cannot be kicked off), earliest first. More days for a kind of match some days have none of in
 * the evening (red-packet matches): kicked off now, a later day's match plays as well.
 */
export async function upcomingMatches(
  baseUrl: string,
  sportType: 1 | 2,
  leadMs = 30 * 60_000,
  days = 1,
): Promise<Listed[]> {
  const ask = (date?: string) =>
    gatewayEnvelope<{ list: Listed[] }>(baseUrl, 'getMatchListByDate', {
      sportType,
      matchStatus: 2,
      pageSize: 100,
      ...(date ? { date } : {}),
    });
  const { serverTime, data } = await ask();
  const lists = [data.list];
  for (let day = 1; day < days; day++)
    lists.push((await ask(beijingDate(serverTime, day))).data.list);
  const ahead = lists.flat().filter((m) => m.matchDate - serverTime >= leadMs);
  if (ahead.length === 0) return [];
  const res = await fetch(`${baseUrl}${devSimPlayable.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchIds: ahead.map((m) => m.matchId) }),
  });
  if (!res.ok) throw new Error(`${devSimPlayable.path}: ${res.status} ${await res.text()}`);
  const playable = new Set(((await res.json()) as { data: { matchIds: number[] } }).data.matchIds);
  return ahead.filter((m) => playable.has(m.matchId));
}
