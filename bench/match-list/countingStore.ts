/**
 * Bench only: the match store as FootballRow sees it, with `useMatch` counted. bench/match-list.ts
 * builds the harness with a resolver that hands this module to FootballRow in place of `../store`;
 * a row calls `useMatch` exactly once per render, so the log is the list of rows rendered, in order.
 * Everything else is the real store (same module instance as the rest of the app code).
 */
import { useMatch as realUseMatch } from '@entities/match/store';
import type { MatchItem } from '@contracts/sportdata/matches';

export * from '@entities/match/store';

/** Ids of the football rows rendered, appended at each render. The harness drains it. */
export const renderLog: number[] = [];

export function useMatch(id: number): MatchItem | undefined {
  renderLog.push(id);
  return realUseMatch(id);
}
