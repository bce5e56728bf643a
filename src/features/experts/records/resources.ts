import { defineResource } from '@schedulers';
import { fetchBestScore, fetchDistribution, fetchLeagueExperts } from './api';

/** The record pages' resources (each read once per visit; records move only as plans settle). */
export const distributionResource = defineResource({
  name: 'expert-distribution',
  key: ({ expertId, qiuFlag }: { expertId: number; qiuFlag: '1' | '2' }) =>
    `${expertId}:${qiuFlag}`,
  fetch: ({ expertId, qiuFlag }, signal) => fetchDistribution(expertId, qiuFlag, signal),
});

export const bestScoreResource = defineResource({
  name: 'expert-best-score',
  key: (expertId: number) => String(expertId),
  fetch: (expertId, signal) => fetchBestScore(expertId, signal),
});

export const leagueExpertsResource = defineResource({
  name: 'expert-league-ranking',
  key: ({ expertId, leagueId }: { expertId: number; leagueId: number }) =>
    `${expertId}:${leagueId}`,
  fetch: ({ expertId, leagueId }, signal) => fetchLeagueExperts(expertId, leagueId, signal),
});
