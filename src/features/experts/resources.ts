import { defineResource } from '@schedulers';
import type { BallFlag } from './rules';
import { fetchExpertHome, fetchLeagueRecord, fetchTop10, searchExperts } from './api';
import { fetchPushStatus } from './push/api';

/** An expert's home: the header, the records, the plans; shared by the pages that show it. */
export const expertHomeResource = defineResource({
  name: 'expert-home',
  key: (expertId: number) => String(expertId),
  fetch: (expertId, signal) => fetchExpertHome(expertId, signal),
});

export const leagueRecordResource = defineResource({
  name: 'expert-league-record',
  key: ({ expertId, gameType, dateIndex }: LeagueRecordArgs) =>
    `${expertId}:${gameType}:${dateIndex}`,
  fetch: ({ expertId, gameType, dateIndex }, signal) =>
    fetchLeagueRecord(expertId, gameType, dateIndex, signal),
});
export interface LeagueRecordArgs {
  expertId: number;
  gameType: number;
  dateIndex: number;
}

export const top10Resource = defineResource({
  name: 'expert-top10',
  key: (qiuFlag: BallFlag) => qiuFlag,
  fetch: (qiuFlag, signal) => fetchTop10(qiuFlag, signal),
});

export const expertSearchResource = defineResource({
  name: 'expert-search',
  key: ({ words, qiuFlag }: { words: string; qiuFlag?: BallFlag }) => `${qiuFlag ?? ''}:${words}`,
  fetch: ({ words, qiuFlag }, signal) => searchExperts(words, qiuFlag, signal),
});

export const pushStatusResource = defineResource({
  name: 'expert-push-status',
  key: (expertId: number) => String(expertId),
  fetch: (expertId, signal) => fetchPushStatus(expertId, signal),
});
