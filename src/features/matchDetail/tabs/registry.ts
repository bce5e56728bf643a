import type { MatchItem } from '@contracts/sportdata/matches';
import { matchPhase, type Sport } from '@entities/match';
import type { DetailTabDef, DetailTabName } from './types';

/** The tabs of a match page, in order, per sport; each screen is its own chunk. */
const ODDS_TAB: DetailTabDef = {
  name: 'odds',
  label: '指数',
  load: () => import('../odds/OddsTab'),
};

const ANALYSIS_TAB: DetailTabDef = {
  name: 'analysis',
  label: '分析',
  load: () => import('../analysis/AnalysisTab'),
};
const LINEUP_TAB: DetailTabDef = {
  name: 'lineup',
  label: '阵容',
  load: () => import('../lineup/LineupTab'),
};

const TIPS_TAB: DetailTabDef = {
  name: 'tips',
  label: '方案',
  load: () => import('../tips/TipsTab'),
};

/** The match's chat room (issue 8), second, where Chinese sports apps put it. */
const CHAT_TAB: DetailTabDef = {
  name: 'chat',
  label: '聊天',
  load: () => import('../chat/ChatTab'),
  fill: true,
};

const FOOTBALL_TABS: readonly DetailTabDef[] = [
  { name: 'live', label: '赛况', load: () => import('../live/LiveTab') },
  CHAT_TAB,
  ANALYSIS_TAB,
  ODDS_TAB,
  LINEUP_TAB,
  TIPS_TAB,
];

// Basketball's players are in 赛况's box score, so it has no lineup tab of its own.
const BASKETBALL_TABS: readonly DetailTabDef[] = [
  { name: 'stats', label: '赛况', load: () => import('../stats/StatsTab') },
  { name: 'live', label: '直播', load: () => import('../bkLive/BkLiveTab') },
  CHAT_TAB,
  ANALYSIS_TAB,
  ODDS_TAB,
  TIPS_TAB,
];

const VIDEO_TAB: DetailTabDef = {
  name: 'video',
  label: '视频',
  load: () => import('../video/VideoTab'),
};
const ANIMATION_TAB: DetailTabDef = { ...VIDEO_TAB, label: '动画' };

/** The tabs this match shows: video or animation only where the match has them (is_video, is_cartoon). */
export function tabsOf(sport: Sport, match: MatchItem): DetailTabDef[] {
  const tabs = [...(sport === 'football' ? FOOTBALL_TABS : BASKETBALL_TABS)];
  if (match.is_video) tabs.push(VIDEO_TAB);
  // The animation is drawn from football's live events; basketball has none to draw.
  else if (match.is_cartoon && sport === 'football') tabs.push(ANIMATION_TAB);
  return tabs;
}

/**
 * The tab a page opens on when the address names none: before kick-off the analysis (what fans read
 * ahead of a match), otherwise the match as it happens.
 */
export function defaultTab(
  sport: Sport,
  match: MatchItem,
  tabs: readonly DetailTabDef[],
): DetailTabName {
  const upcoming = matchPhase(sport, match.matchStatus) === 'upcoming';
  const preferred: DetailTabName = upcoming ? 'analysis' : sport === 'football' ? 'live' : 'stats';
  return tabs.some((t) => t.name === preferred) ? preferred : (tabs[0]?.name ?? 'live');
}
