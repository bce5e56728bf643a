import { z } from 'zod/mini';

/**
 * The interpretation content format (product-spec §3), shared by the server (seed, publishing,
 * settling) and the client (the paid pick's table). Pure: no node-only API.
 *
 *   {4071}[](21500-0-0)~{4076}[-1](0-34000-29500)
 *
 * Segments are split by `~`. Each segment is a game id in braces, a handicap in brackets and one odds
 * value per option of that game in parentheses, joined by dashes, in the option order of
 * INTERPRETATION_GAMES. Odds are integers: the decimal odds ×10000, shown ÷10000 to two decimals.
 *
 * The spec does not say how the pick is marked; in Matchday an option carries its odds when it is
 * recommended and 0 when it is not, so every segment recommends at least one option.
 *
 * Handicaps apply to the home team, jingcai style: -1 means the home team gives one goal (point),
 * +0.5 that it receives half a goal. Games without a handicap carry empty brackets (`[]`; `[0]` is
 * read as empty too). Over/under games carry their line instead.
 */

export type InterpretationSport = 1 | 2;

/** How a game's bracket is read. */
export type HandicapKind =
  /** No handicap: `[]`. */
  | 'none'
  /** A whole, non-zero number of goals (jingcai 让球胜平负). */
  | 'goals'
  /** An Asian handicap in quarter goals. */
  | 'asian'
  /** A positive total-goals line in quarter goals. */
  | 'goalLine'
  /** A basketball handicap in half points. */
  | 'points'
  /** A positive basketball total-points line in half points. */
  | 'pointLine';

export interface InterpretationGame {
  /** Football 1, basketball 2. */
  sport: InterpretationSport;
  name: string;
  handicap: HandicapKind;
  /** The options in content order; their count is the game's value count. */
  values: readonly string[];
}

const CORRECT_SCORES = [
  '1:0',
  '2:0',
  '2:1',
  '3:0',
  '3:1',
  '3:2',
  '4:0',
  '4:1',
  '4:2',
  '5:0',
  '5:1',
  '5:2',
  '胜其他',
  '0:0',
  '1:1',
  '2:2',
  '3:3',
  '平其他',
  '0:1',
  '0:2',
  '1:2',
  '0:3',
  '1:3',
  '2:3',
  '0:4',
  '1:4',
  '2:4',
  '0:5',
  '1:5',
  '2:5',
  '负其他',
] as const;

const MARGIN_BANDS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+'] as const;

export const INTERPRETATION_GAMES = {
  4071: { sport: 1, name: '胜平负', handicap: 'none', values: ['胜', '平', '负'] },
  4072: {
    sport: 1,
    name: '总进球',
    handicap: 'none',
    values: ['0', '1', '2', '3', '4', '5', '6', '7+'],
  },
  4073: { sport: 1, name: '比分', handicap: 'none', values: CORRECT_SCORES },
  4074: {
    sport: 1,
    name: '半全场',
    handicap: 'none',
    values: ['胜胜', '胜平', '胜负', '平胜', '平平', '平负', '负胜', '负平', '负负'],
  },
  4076: { sport: 1, name: '让球胜平负', handicap: 'goals', values: ['让胜', '让平', '让负'] },
  4078: { sport: 1, name: '亚盘', handicap: 'asian', values: ['主队', '客队'] },
  4079: { sport: 1, name: '大小球', handicap: 'goalLine', values: ['大球', '小球'] },
  4061: { sport: 2, name: '胜负', handicap: 'none', values: ['主胜', '主负'] },
  4062: { sport: 2, name: '让分胜负', handicap: 'points', values: ['让分主胜', '让分主负'] },
  4063: {
    sport: 2,
    name: '胜分差',
    handicap: 'none',
    values: [...MARGIN_BANDS.map((b) => `主胜${b}`), ...MARGIN_BANDS.map((b) => `客胜${b}`)],
  },
  4064: { sport: 2, name: '大小分', handicap: 'pointLine', values: ['大分', '小分'] },
} as const satisfies Record<number, InterpretationGame>;

export type InterpretationGameId = keyof typeof INTERPRETATION_GAMES;

export const FOOTBALL_GAME_IDS = [4071, 4072, 4073, 4074, 4076, 4078, 4079] as const;
export const BASKETBALL_GAME_IDS = [4061, 4062, 4063, 4064] as const;

export function isInterpretationGameId(id: number): id is InterpretationGameId {
  return Object.prototype.hasOwnProperty.call(INTERPRETATION_GAMES, id);
}

export function interpretationGame(id: InterpretationGameId): InterpretationGame {
  return INTERPRETATION_GAMES[id];
}

export interface InterpretationSegment {
  gameId: InterpretationGameId;
  /** Null for games without a handicap. */
  handicap: number | null;
  /** One integer per option (decimal odds ×10000); 0 = not recommended. */
  odds: number[];
}

export class InterpretationFormatError extends Error {
  override name = 'InterpretationFormatError';
}

/** Largest odds accepted: 9999.99 shown. */
const MAX_ODDS = 99_999_999;

function fail(message: string): never {
  throw new InterpretationFormatError(message);
}

/** Throws InterpretationFormatError when the handicap does not suit the game. */
function checkHandicap(gameId: InterpretationGameId, handicap: number | null): void {
  const kind = INTERPRETATION_GAMES[gameId].handicap;
  if (kind === 'none') {
    if (handicap !== null) fail(`玩法${gameId}不带让球`);
    return;
  }
  if (handicap === null || !Number.isFinite(handicap)) fail(`玩法${gameId}缺少让球或盘口`);
  const step = kind === 'goals' ? 1 : kind === 'asian' || kind === 'goalLine' ? 0.25 : 0.5;
  if (!Number.isInteger(handicap / step)) fail(`玩法${gameId}的盘口${handicap}不是${step}的倍数`);
  if (kind === 'goals' && handicap === 0) fail(`玩法${gameId}的让球不能为0`);
  if ((kind === 'goalLine' || kind === 'pointLine') && handicap <= 0) {
    fail(`玩法${gameId}的盘口必须大于0`);
  }
}

function checkSegment(segment: InterpretationSegment): void {
  const game = INTERPRETATION_GAMES[segment.gameId];
  if (!game) fail(`未知玩法${String(segment.gameId)}`);
  checkHandicap(segment.gameId, segment.handicap);
  if (segment.odds.length !== game.values.length) {
    fail(`玩法${segment.gameId}应有${game.values.length}个赔率，实际${segment.odds.length}个`);
  }
  for (const odds of segment.odds) {
    if (!Number.isSafeInteger(odds) || odds < 0 || odds > MAX_ODDS) fail(`赔率${odds}无效`);
  }
  if (!segment.odds.some((odds) => odds > 0)) fail(`玩法${segment.gameId}没有推荐选项`);
}

/** Writes segments in the content format; throws InterpretationFormatError on an invalid segment. */
export function formatInterpretation(segments: readonly InterpretationSegment[]): string {
  if (segments.length === 0) fail('解读内容为空');
  return segments
    .map((segment) => {
      checkSegment(segment);
      const handicap = segment.handicap === null ? '' : String(segment.handicap);
      return `{${segment.gameId}}[${handicap}](${segment.odds.join('-')})`;
    })
    .join('~');
}

const SEGMENT = /^\{(\d+)\}\[([^\]]*)\]\(([^)]*)\)$/;
const HANDICAP = /^[+-]?\d+(\.\d+)?$/;

/** Reads content text into segments; throws InterpretationFormatError on anything malformed. */
export function parseInterpretation(text: string): InterpretationSegment[] {
  if (text.trim() === '') fail('解读内容为空');
  return text.split('~').map((raw, index) => {
    const match = SEGMENT.exec(raw.trim());
    if (!match) fail(`第${index + 1}段格式错误：${raw}`);
    const [, idText = '', handicapText = '', oddsText = ''] = match;
    const id = Number(idText);
    if (!isInterpretationGameId(id)) fail(`第${index + 1}段玩法${idText}未知`);
    const kind = INTERPRETATION_GAMES[id].handicap;
    let handicap: number | null = null;
    const trimmed = handicapText.trim();
    if (trimmed !== '') {
      if (!HANDICAP.test(trimmed)) fail(`第${index + 1}段盘口${trimmed}无效`);
      handicap = Number(trimmed);
      if (kind === 'none' && handicap === 0) handicap = null;
    }
    const odds = oddsText.split('-').map((part) => {
      if (!/^\d+$/.test(part)) fail(`第${index + 1}段赔率“${part}”不是整数`);
      return Number(part);
    });
    const segment: InterpretationSegment = { gameId: id, handicap, odds };
    checkSegment(segment);
    return segment;
  });
}

/** The segments, or null when the text is not valid content. */
export function tryParseInterpretation(text: string): InterpretationSegment[] | null {
  try {
    return parseInterpretation(text);
  } catch (error) {
    if (error instanceof InterpretationFormatError) return null;
    throw error;
  }
}

/** Content text that parses; for request bodies that carry a pick. */
export const interpretationContentSchema = z
  .string()
  .check(z.refine((text) => tryParseInterpretation(text) !== null, '解读内容格式错误'));

/** Integer odds ÷10000 to two decimals, rounding half up in integer arithmetic: 18550 → "1.86". */
export function formatOdds(odds: number): string {
  const hundredths = Math.round(odds / 100);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Indices of the recommended options (odds above 0). */
export function pickedOptions(segment: InterpretationSegment): number[] {
  return segment.odds.flatMap((odds, index) => (odds > 0 ? [index] : []));
}

const ASIAN_NAMES = ['平手', '半球', '一球', '球半', '两球', '两球半', '三球', '三球半', '四球'];

function asianName(size: number): string {
  const halves = size * 2;
  if (Number.isInteger(halves)) return ASIAN_NAMES[halves] ?? `${size}球`;
  const low = ASIAN_NAMES[Math.floor(halves)];
  const high = ASIAN_NAMES[Math.ceil(halves)];
  return low && high ? `${low}/${high}` : `${size}球`;
}

function lineName(line: number, unit: string): string {
  if (Number.isInteger(line * 2)) return `${line}${unit}`;
  return `${Math.floor(line * 2) / 2}/${Math.ceil(line * 2) / 2}${unit}`;
}

/** The Chinese label of a segment's handicap or line: 主让1球, 受半球/一球, 2.5/3球, 大小分215.5分. */
export function handicapLabel(gameId: InterpretationGameId, handicap: number | null): string {
  if (handicap === null) return '';
  const size = Math.abs(handicap);
  switch (INTERPRETATION_GAMES[gameId].handicap) {
    case 'none':
      return '';
    case 'goals':
      return handicap < 0 ? `主让${size}球` : `主受让${size}球`;
    case 'asian':
      return handicap === 0 ? '平手' : handicap < 0 ? asianName(size) : `受${asianName(size)}`;
    case 'goalLine':
      return lineName(handicap, '球');
    case 'points':
      return handicap < 0 ? `主让${size}分` : `主受让${size}分`;
    case 'pointLine':
      return `${handicap}分`;
  }
}

export interface InterpretationOptionView {
  label: string;
  /** Two decimals, or null when not recommended. */
  odds: string | null;
  picked: boolean;
}

export interface InterpretationSegmentView {
  gameId: InterpretationGameId;
  gameName: string;
  handicapLabel: string;
  options: InterpretationOptionView[];
}

/** A segment as the pick table shows it. */
export function describeSegment(segment: InterpretationSegment): InterpretationSegmentView {
  const game = INTERPRETATION_GAMES[segment.gameId];
  return {
    gameId: segment.gameId,
    gameName: game.name,
    handicapLabel: handicapLabel(segment.gameId, segment.handicap),
    options: game.values.map((label, index) => {
      const odds = segment.odds[index] ?? 0;
      return { label, odds: odds > 0 ? formatOdds(odds) : null, picked: odds > 0 };
    }),
  };
}
