import { AD_LOCATION } from '../../../contracts/ads';
import { AD_JUMP_TYPE } from '../../../contracts/adJumps';
import { FOOTBALL_STATUS, SPORT } from '../../../domain/sport';
import type { ads } from '../../db/schema';
import type { SeedMatch } from './plans';

// The set-meal screen's head adverts (52 jingcai, 53 old lottery): images the app serves itself
// (public/ads/), each location's first the one the banner shows, and behind it one advert of every
// jump kind the spec names (product-spec §9; docs/decisions/ad-jumps.md): an inner page by id,
// another site, a custom JSON page, and pages by one parameter — a real match and a real expert of
// this world, so every advert leads somewhere that exists.

export type AdRow = typeof ads.$inferInsert;
/** A row before its place: the location and order come from the list it stands in. */
type AdDraft = Omit<AdRow, 'location' | 'sort'>;

/** Another site an advert leads to: the lottery's own, without the agentId the client appends. */
export const SPORTTERY_URL = 'https://www.sporttery.cn/';

/** The one-parameter kinds the seed uses (product-spec §9). */
const JUMP_EXPERT = 4;
const JUMP_FOOTBALL_MATCH = 5;
/** Inner ids (product-spec §9): 115 the monthly packages, 38 the old-lottery readings. */
const INNER_MONTHLY = 115;
const INNER_OLD_LOTTERY_READINGS = 38;

export interface AdSubjects {
  /** The match the match advert promotes (focusMatchOf), or null in a world without one. */
  match: Pick<SeedMatch, 'id' | 'names'> | null;
  /** The famous expert the expert advert promotes, or null. */
  expert: { id: number; nickname: string } | null;
}

/**
 * The football match an advert promotes: the first still to kick off after the seed's moment, a hot
 * one before the rest, then by kick-off and id — the same for the same seed and moment.
 */
export function focusMatchOf(list: readonly SeedMatch[], now: Date): SeedMatch | null {
  const ahead = list.filter(
    (m) =>
      m.sport === SPORT.football &&
      m.status === FOOTBALL_STATUS.notStarted &&
      m.matchTime.getTime() > now.getTime(),
  );
  ahead.sort(
    (a, b) =>
      Number(b.isHot) - Number(a.isHot) ||
      a.matchTime.getTime() - b.matchTime.getTime() ||
      a.id - b.id,
  );
  return ahead[0] ?? null;
}

export function buildAds({ match, expert }: AdSubjects): AdRow[] {
  const jingcai: AdDraft[] = [
    {
      title: '专家包月 名家解读天天看',
      imageUrl: '/ads/set-meal-jingcai.svg',
      jumpType: AD_JUMP_TYPE.innerPage,
      jumpInnerId: INNER_MONTHLY,
    },
  ];
  if (match)
    jingcai.push({
      title: `焦点赛事 ${match.names.home} vs ${match.names.away} 赛前数据`,
      imageUrl: '/ads/focus-match.svg',
      jumpType: JUMP_FOOTBALL_MATCH,
      jumpParam: match.id,
    });
  if (expert)
    jingcai.push({
      title: `名家方案 ${expert.nickname}`,
      imageUrl: '/ads/famous-expert.svg',
      jumpType: JUMP_EXPERT,
      jumpParam: expert.id,
    });
  jingcai.push({
    title: '中国体育彩票官网 开奖公告与玩法规则',
    imageUrl: '/ads/sporttery.svg',
    jumpType: AD_JUMP_TYPE.external,
    jumpUrl: SPORTTERY_URL,
  });
  const oldLottery: AdDraft[] = [
    {
      title: '十四场 任九 每期专家解读',
      imageUrl: '/ads/set-meal-old-lottery.svg',
      jumpType: AD_JUMP_TYPE.innerPage,
      jumpInnerId: INNER_OLD_LOTTERY_READINGS,
    },
    {
      // The famous experts ranked by their month's return, football: a page with path parameters.
      title: '名家月度回报榜 谁最准一目了然',
      imageUrl: '/ads/expert-ranking.svg',
      jumpType: AD_JUMP_TYPE.custom,
      jumpExtra: { page: 'expert/tab', params: { tab: 'famous', type: 2, qiuFlag: 1 } },
    },
  ];
  const at = (location: number, rows: AdDraft[]): AdRow[] =>
    rows.map((row, sort) => ({ ...row, location, sort }));
  return [
    ...at(AD_LOCATION.setMealJingcai, jingcai),
    ...at(AD_LOCATION.setMealOldLottery, oldLottery),
  ];
}
