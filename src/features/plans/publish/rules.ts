/**
 * The publish form's rules (issue 19 §2; server/features/plans/publish.ts enforces the same): which
 * options a game takes, how many games a plan holds, and what is wrong with the form in the words
 * the expert reads before anything is sent. Pure: no I/O, no time.
 */
import {
  INTERPRETATION_GAMES,
  isInterpretationGameId,
  type HandicapKind,
} from '@contracts/interpretation';
import { PLAN_MAX_PICKS, PLAN_SUMMARY_CHARS, PLAN_TITLE_CHARS } from '@contracts/plans';
import { charCount, textRuleProblem } from '@contracts/userText';

/** The recommended options of one game, by option index (INTERPRETATION_GAMES order). */
export interface PickDraft {
  gameId: number;
  options: number[];
}

/** Double chance at most: two options of a game without a line. */
const MAX_OPTIONS = 2;

/** Games settled on a line (亚盘, 大小球, 让分, 大小分): two sides, and the pick is one of them. */
const LINE_KINDS: ReadonlySet<HandicapKind> = new Set(['asian', 'goalLine', 'points', 'pointLine']);

export function isLineGame(gameId: number): boolean {
  return isInterpretationGameId(gameId) && LINE_KINDS.has(INTERPRETATION_GAMES[gameId].handicap);
}

/**
 * One side of a line; elsewhere two options, but never every option of a game: both sides of 胜负
 * is no recommendation at all (the server would take it; docs/decisions/plan-publish-screens.md).
 */
export function maxOptionsOf(gameId: number): number {
  if (!isInterpretationGameId(gameId)) return 0;
  if (isLineGame(gameId)) return 1;
  return Math.min(MAX_OPTIONS, INTERPRETATION_GAMES[gameId].values.length - 1);
}

export const PublishTexts = {
  tooManyGames: `每个方案最多选择${PLAN_MAX_PICKS}个玩法`,
  tooManyOptions: `该玩法最多选择${MAX_OPTIONS}个选项`,
  noMatch: '请选择比赛',
  noPick: '请选择玩法和推荐选项',
  noPrice: '请选择方案价格',
  dailyLimit: '今日发布数量已达上限，明天再来吧',
  titleShort: `标题至少${PLAN_TITLE_CHARS.min}个字`,
  titleLong: `标题最多${PLAN_TITLE_CHARS.max}个字`,
  titleMarkup: '标题不能包含链接标签或特殊字符',
  summaryShort: `分析至少${PLAN_SUMMARY_CHARS.min}个字`,
  summaryLong: `分析最多${PLAN_SUMMARY_CHARS.max}个字`,
  summaryMarkup: '分析不能包含链接标签或特殊字符',
  failed: '发布失败，请稍后重试',
} as const;

/**
 * The picks after a tap on an option, or why the tap is refused. In a game of one pick (a line, 胜负)
 * the option replaces the other; elsewhere a third option is refused rather than dropping one the
 * expert chose. A tap on a chosen option takes it back, and a game left without options leaves the
 * plan.
 */
export function toggleOption(
  picks: readonly PickDraft[],
  gameId: number,
  option: number,
): { picks: PickDraft[] } | { refused: string } {
  const current = picks.find((p) => p.gameId === gameId);
  if (!current) {
    if (picks.length >= PLAN_MAX_PICKS) return { refused: PublishTexts.tooManyGames };
    return { picks: [...picks, { gameId, options: [option] }] };
  }
  let options: number[];
  if (current.options.includes(option)) options = current.options.filter((o) => o !== option);
  else if (maxOptionsOf(gameId) === 1) options = [option];
  else if (current.options.length >= maxOptionsOf(gameId))
    return { refused: PublishTexts.tooManyOptions };
  else options = [...current.options, option].sort((a, b) => a - b);
  return {
    picks: options.length
      ? picks.map((p) => (p.gameId === gameId ? { gameId, options } : p))
      : picks.filter((p) => p.gameId !== gameId),
  };
}

/** What the title's counter counts and the server checks: the characters after trimming. */
export const textLength = (text: string) => charCount(text.trim());

/** The title on one line, by the contract's rule (the server checks the same). */
export function titleProblem(title: string): string | null {
  const problem = textRuleProblem(title.trim(), PLAN_TITLE_CHARS, false);
  const { titleShort: short, titleLong: long, titleMarkup: markup } = PublishTexts;
  return problem && { short, long, markup }[problem];
}

/** The analysis may run over several lines; any other control character is refused. */
export function summaryProblem(summary: string): string | null {
  const problem = textRuleProblem(summary.trim(), PLAN_SUMMARY_CHARS, true);
  const { summaryShort: short, summaryLong: long, summaryMarkup: markup } = PublishTexts;
  return problem && { short, long, markup }[problem];
}

export interface PublishDraft {
  matchId: number | null;
  picks: readonly PickDraft[];
  title: string;
  summary: string;
  price: number | null;
}

/** The first thing that stops the form from being sent, in the order the form is filled in. */
export function draftProblem(draft: PublishDraft, dailyLimitReached: boolean): string | null {
  if (dailyLimitReached) return PublishTexts.dailyLimit;
  if (draft.matchId === null) return PublishTexts.noMatch;
  if (draft.picks.length === 0) return PublishTexts.noPick;
  return (
    titleProblem(draft.title) ??
    summaryProblem(draft.summary) ??
    (draft.price === null ? PublishTexts.noPrice : null)
  );
}

/** The ball type asked for by the link's `matchType` (1 football, 2 basketball), or null. */
export function sportOfQuery(value: string | null): 1 | 2 | null {
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/** 免费, or the price in the channel's unit (18金币). */
export function priceLabel(price: number, unit: string): string {
  return price > 0 ? `${price}${unit}` : '免费';
}

/**
 * What the publish screen publishes, as its `kind` query says it: a plan (方案, no query), a jingcai
 * interpretation (`jiedu`) or a fourteen-match one (`sfc`: football's 胜平负 on the 胜负彩 issue on
 * sale, issue 34).
 */
export type PublishKind = 'plan' | 'jiedu' | 'sfc';
export const PUBLISH_KINDS: ReadonlyArray<{ value: PublishKind; label: string }> = [
  { value: 'plan', label: '方案' },
  { value: 'jiedu', label: '竞彩解读' },
  { value: 'sfc', label: '十四场解读' },
];
export function kindOfQuery(value: string | null): PublishKind {
  return value === 'jiedu' || value === 'sfc' ? value : 'plan';
}
