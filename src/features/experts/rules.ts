/**
 * Pure rules of the expert screens (product-spec §2 Experts, §4 Follow, §5 search history; issue 19
 * §2): the ball and ranking choices read from links, the period figures of a ranking row, the
 * league-record filters, the search history, and what a failed follow shows.
 */
import { EXPERT_REFUSAL_CODES, EXPERT_SEARCH_HISTORY, RANKING_TYPES } from '@contracts/experts';
import { INTERPRETATION_GAMES } from '@contracts/interpretation';
import type { TipExpert } from '@contracts/matchcenter';
import { PUBLISH_GAMES } from '@contracts/plans';
import { FALLBACK_MESSAGES, failureText, isApiError } from '@shared/http';
import { addWord, parseWords, type WordHistoryRule } from '@shared/storage';
import { SPORT } from '@domain/sport';

// ── Choices read from links ─────────────────────────────────────────────────────────────────────

/** 1 football, 2 basketball, as the calls take them. */
export type BallFlag = '1' | '2';
export const BALLS: readonly { flag: BallFlag; label: string }[] = [
  { flag: '1', label: '足球' },
  { flag: '2', label: '篮球' },
];

/** A link's ball type; anything else is football, where most fans start. */
export function ballFlagOf(param: string | null | undefined): BallFlag {
  return param === '2' ? '2' : '1';
}

export type RankingType = '1' | '2' | '3' | '4';
export const RANKING_TABS = (['1', '2', '3', '4'] as const).map((type) => ({
  type,
  label: RANKING_TYPES[type].name,
}));

/** A link's ranking type; anything else is 周回报, the first tab. */
export function rankingTypeOf(param: string | null | undefined): RankingType {
  return param === '2' || param === '3' || param === '4' ? param : '1';
}

/** What a ranking type ranks by: its figure is the one a row stresses. */
export function rankedBy(type: RankingType): 'return' | 'hit' | 'streak' {
  return RANKING_TYPES[type].by;
}

/**
 * The `{tab}` of expert/{tab}/{type}/{qiuFlag}. The spec names the segment but not its values; the
 * ranking is the only list behind it here (the laboratory has its own route), so any value shows
 * the ranking and our links write this one.
 */
export const RANKING_ROUTE_TAB = 'famous';

/** A path id: a positive integer, or null (no call is made for anything else). */
export function idOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

// ── Rankings ────────────────────────────────────────────────────────────────────────────────────

/** A laboratory expert's user level (实验室: free plans only, on their way to 人气专家). */
export const LAB_USER_LEVEL = '1';

/** A laboratory expert (userLevel 1): 实验室 beside their name. */
export function isLabExpert(expert: Pick<TipExpert, 'userLevel'>): boolean {
  return expert.userLevel === Number(LAB_USER_LEVEL);
}

/** N中M of a period: settled plans and the won ones; null with nothing settled. */
export function periodRecordText(settled: number, won: number): string | null {
  return settled > 0 ? `${settled}中${Math.min(won, settled)}` : null;
}

/** 近7天 / 近30天: the period a ranking row's figures cover. */
export function periodLabel(days: number): string {
  return `近${days}天`;
}

// ── League record ───────────────────────────────────────────────────────────────────────────────

/** dateIndex of leagueRecord: 0 all, 1 the last 30 days, 2 the last 90 days. */
export const LEAGUE_PERIODS = [
  { dateIndex: 0, label: '全部' },
  { dateIndex: 1, label: '近30天' },
  { dateIndex: 2, label: '近90天' },
] as const;

/** The games an expert of a ball type can have picked (those plans may carry), after 全部玩法. */
export function leagueGamesOf(qiuFlag: number): { gameType: number; label: string }[] {
  const ids: readonly (keyof typeof INTERPRETATION_GAMES)[] =
    qiuFlag === SPORT.basketball ? PUBLISH_GAMES[2] : PUBLISH_GAMES[1];
  return [
    { gameType: 0, label: '全部玩法' },
    ...ids.map((id) => ({ gameType: id, label: INTERPRETATION_GAMES[id].name })),
  ];
}

/** leagueRecord/{expertId}/{gameType}: a game id, or 0 (every game) for anything else. */
export function gameTypeOf(param: string | undefined): number {
  return param !== undefined && /^\d{1,6}$/.test(param) ? Number(param) : 0;
}

// ── Plans on the expert home ────────────────────────────────────────────────────────────────────

export type ExpertPlanTab = 'onSale' | 'settled';
export const EXPERT_PLAN_TABS: readonly { tab: ExpertPlanTab; label: string }[] = [
  { tab: 'onSale', label: '在售' },
  { tab: 'settled', label: '已结束' },
];

/** 红 / 黑 / 走水 once settled (result 1 / 2 / 3); null while pending. */
export function planResultText(result: number): string | null {
  return result === 1 ? '红' : result === 2 ? '黑' : result === 3 ? '走水' : null;
}

/** 免费, or the price in the channel's unit: 18 金币, 18.5 金币. */
export function planPriceText(price: number, unit: string): string {
  return price > 0 ? `${Number(price.toFixed(2))} ${unit}` : '免费';
}

// ── Search history ──────────────────────────────────────────────────────────────────────────────

/** The expert search's rule (product-spec §5): 8 words; a repeated word is not added again. */
export const EXPERT_SEARCH_RULE: WordHistoryRule = {
  limit: EXPERT_SEARCH_HISTORY,
  repeated: 'keep',
};

/**
 * The expert search history after searching `word`: newest first, at most EXPERT_SEARCH_HISTORY
 * words; a word already there is not added again (nor moved), and a blank word is ignored. Answers
 * the same array when nothing changes.
 */
export function addSearchWord(history: readonly string[], word: string): readonly string[] {
  return addWord(history, word, EXPERT_SEARCH_RULE);
}

/** A stored history, kept only if it is a list of words (another version may have left anything). */
export function parseSearchHistory(value: unknown): string[] | undefined {
  return parseWords(value, EXPERT_SEARCH_HISTORY);
}

// ── Follow ──────────────────────────────────────────────────────────────────────────────────────

/**
 * What a failed follow shows (calls-errors-spec §8 "shows the returned errorCode"): the message
 * that came with the returned code, the bare code only when the server sent no words of its own.
 */
export function followErrorText(error: unknown): string {
  return failureText(error, { fallback: FALLBACK_MESSAGES.server, codeWhenNoMessage: true });
}

/** calls-errors-spec §8: a failed unfollow with no_token or uuid_error says nothing. */
const SILENT_UNFOLLOW_CODES: readonly string[] = ['no_token', 'uuid_error'];

export function isSilentFollowFailure(follow: boolean, error: unknown): boolean {
  return !follow && isApiError(error) && SILENT_UNFOLLOW_CODES.includes(error.code ?? '');
}

/** What an expert page says for an id that is no expert. */
export const EXPERT_NOT_FOUND_TEXT = '专家不存在';

/** The expert does not exist: the page says so instead of 重新加载. */
export function isExpertNotFound(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 404 || error.code === EXPERT_REFUSAL_CODES.notFound)
  );
}

// ── myAttention/{tab} ───────────────────────────────────────────────────────────────────────────

/**
 * The user centre links other-all (关注) and me (粉丝); other-famous keeps the followed popular
 * forecasters (myAttention/famousExpert).
 */
export const ATTENTION_TABS = [
  { tab: 'other-all', label: '我的关注' },
  { tab: 'other-famous', label: '人气专家' },
  { tab: 'me', label: '我的粉丝' },
] as const;
export type AttentionTab = (typeof ATTENTION_TABS)[number]['tab'];

export function attentionTabOf(param: string | undefined): AttentionTab {
  return ATTENTION_TABS.find((t) => t.tab === param)?.tab ?? 'other-all';
}

// ── hisAttention/{expertId}/{tab} ───────────────────────────────────────────────────────────────

/** TA的关注: the expert's fans (me, the spec's default) and the experts they follow (other). */
export const HIS_ATTENTION_TABS = [
  { tab: 'me', label: '粉丝', empty: '暂无粉丝' },
  { tab: 'other', label: '关注', empty: '暂无关注' },
] as const;
export type HisAttentionTab = (typeof HIS_ATTENTION_TABS)[number]['tab'];

export function hisAttentionTabOf(param: string | undefined): HisAttentionTab {
  return param === 'other' ? 'other' : 'me';
}
