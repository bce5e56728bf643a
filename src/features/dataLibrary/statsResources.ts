import { defineResource } from '@schedulers';
import { fetchLeagueStat } from './statsApi';
import type { StatKind } from './statKinds';

/** A league statistic changes when one of the season's matches ends: kept a minute. */
export interface LeagueStatQuery {
  kind: StatKind;
  leagueId: number;
  season: string | undefined;
}

export const leagueStatResource = defineResource({
  name: 'data-league-stat',
  key: (q: LeagueStatQuery) => `${q.kind}:${q.leagueId}:${q.season ?? ''}`,
  fetch: (q: LeagueStatQuery, signal) => fetchLeagueStat(q.kind, q.leagueId, q.season, signal),
  staleMs: 60_000,
});
