import { windVaneChange, windVaneList, windVaneMatch } from '@contracts/windVane';
import { call } from '@shared/http';

export function fetchWindPage(pageNo: number, signal: AbortSignal) {
  return call(windVaneList, { pageNo }, { signal });
}

export function fetchWindMatch(matchId: number, signal?: AbortSignal) {
  return call(windVaneMatch, { matchId }, { signal });
}

export function fetchWindChange(windMarkId: number, signal?: AbortSignal) {
  return call(windVaneChange, { windMarkId }, { signal });
}
