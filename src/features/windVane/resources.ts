import { defineResource } from '@schedulers';
import { fetchWindChange, fetchWindMatch } from './api';

/** Odds move while a match is played: the figures are asked again every minute while shown. */
const LIVE_MS = 60_000;

export const windMatchResource = defineResource({
  name: 'wind-match',
  key: (matchId: number) => String(matchId),
  fetch: (matchId: number, signal) => fetchWindMatch(matchId, signal),
  intervalMs: LIVE_MS,
});

export const windChangeResource = defineResource({
  name: 'wind-change',
  key: (windMarkId: number) => String(windMarkId),
  fetch: (windMarkId: number, signal) => fetchWindChange(windMarkId, signal),
  intervalMs: LIVE_MS,
});
