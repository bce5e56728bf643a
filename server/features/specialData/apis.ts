import * as calls from '../../../contracts/sportdata/specialDataCalls';
import { SPORT } from '../../../domain/sport';
import { defineApi, type GatewayApi } from '../../platform/gateway/api';
import { betfairList, betPercent } from './betPercent';
import { discreteIndex, discreteList } from './dispersion';
import { juheInfo } from './juhe';
import { kellyChange, kellyDetail, kellyList } from './kelly';
import { europeSameOdds, lineSameOdds, sameOddsList } from './sameOdds';

/**
 * The special-data apiNames (专项数据, issue 36 §2; docs/decisions/special-data.md): Kelly,
 * dispersion, the exchange and the proportions, same odds, and which of them a match has.
 */
export const specialDataApis: readonly GatewayApi[] = [
  defineApi(calls.getkellyDetail, (a, { db }) => kellyDetail(db, a.matchId)),
  defineApi(calls.getKellyChangeList, (a, { db }) => kellyChange(db, a.matchId, a.providerId)),
  defineApi(calls.getKellyMatchList, (a, { db, clock }) =>
    kellyList(db, SPORT.football, clock.now(), a),
  ),
  defineApi(calls.getBkKellyMatchList, (a, { db, clock }) =>
    kellyList(db, SPORT.basketball, clock.now(), a),
  ),
  defineApi(calls.getFtDiscreteIndex, (a, { db }) => discreteIndex(db, a.matchId)),
  defineApi(calls.getDiscreteMatchList, (a, { db, clock }) =>
    discreteList(db, SPORT.football, clock.now(), a),
  ),
  defineApi(calls.getBkDiscreteMatchList, (a, { db, clock }) =>
    discreteList(db, SPORT.basketball, clock.now(), a),
  ),
  defineApi(calls.getBetPercent, (a, { db, clock }) => betPercent(db, a.matchId, clock.now())),
  defineApi(calls.getBetfairMatchList, (a, { db, clock }) => betfairList(db, clock.now(), a)),
  defineApi(calls.getEuropeSameOddsDetail, (a, { db }) => europeSameOdds(db, a)),
  defineApi(calls.getAsiaSameOddsDetail, (a, { db }) => lineSameOdds(db, 'asia', a)),
  defineApi(calls.getBigSmallSameOddsDetail, (a, { db }) => lineSameOdds(db, 'bigsmall', a)),
  defineApi(calls.getSameOddsMatchList, (a, { db, clock }) => sameOddsList(db, clock.now(), a)),
  defineApi(calls.getMatchJuheInfoByIdList, (a, { db, clock }) =>
    juheInfo(db, SPORT.football, a.matchIdList, clock.now()),
  ),
  defineApi(calls.getBkMatchJuheInfoByIdList, (a, { db, clock }) =>
    juheInfo(db, SPORT.basketball, a.matchIdList, clock.now()),
  ),
];
