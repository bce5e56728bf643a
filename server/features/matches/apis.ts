import type { GatewayApi } from '../../platform/gateway/api';
import { getMatchListByDate } from './listByDate';
import {
  getBkMatchDetail,
  getBkMatchListLiveScore,
  getMatchEvent,
  getMatchEventByMatchIdList,
  getMatchInfoById,
  getMatchListLiveScore,
} from './liveScore';
import { getRedpackedMatchList } from './redPackets';
import { getMatchTextLive } from './textLive';
import { getBkLeisuMatchVideo, getFtLeisuMatchVideo } from './video';

/** The live-match apiNames (calls-errors-spec §7.1). */
export const matchApis: readonly GatewayApi[] = [
  getMatchListByDate,
  getMatchListLiveScore,
  getBkMatchListLiveScore,
  getMatchEventByMatchIdList,
  getMatchEvent,
  getMatchInfoById,
  getBkMatchDetail,
  getMatchTextLive,
  getRedpackedMatchList,
  getFtLeisuMatchVideo,
  getBkLeisuMatchVideo,
];
