// Pins contracts/interpretation.ts: the interpretation content format of product-spec §3 — segments
// split by ~, {gameId}[handicap](odds-odds-…), odds ÷10000 to two decimals, value counts per game.
import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_GAME_IDS,
  describeSegment,
  FOOTBALL_GAME_IDS,
  formatInterpretation,
  formatOdds,
  handicapLabel,
  INTERPRETATION_GAMES,
  InterpretationFormatError,
  interpretationContentSchema,
  parseInterpretation,
  pickedOptions,
  tryParseInterpretation,
  type InterpretationGameId,
  type InterpretationSegment,
} from '../../../contracts/interpretation';

/** A valid segment of the game: the first option picked at 1.95. */
function segmentOf(gameId: InterpretationGameId, handicap: number | null): InterpretationSegment {
  const odds = INTERPRETATION_GAMES[gameId].values.map((_, i) => (i === 0 ? 19500 : 0));
  return { gameId, handicap, odds };
}

const HANDICAPS: Record<InterpretationGameId, number | null> = {
  4071: null,
  4072: null,
  4073: null,
  4074: null,
  4076: -1,
  4078: -0.75,
  4079: 2.5,
  4061: null,
  4062: -5.5,
  4063: null,
  4064: 215.5,
};

describe('value counts per game id', () => {
  it.each<[InterpretationGameId, number]>([
    [4071, 3],
    [4072, 8],
    [4073, 31],
    [4074, 9],
    [4076, 3],
    [4078, 2],
    [4079, 2],
    [4061, 2],
    [4062, 2],
    [4063, 12],
    [4064, 2],
  ])('game %i has %i values', (gameId, count) => {
    expect(INTERPRETATION_GAMES[gameId].values).toHaveLength(count);
    expect(new Set(INTERPRETATION_GAMES[gameId].values).size).toBe(count);
  });

  it('splits the games by sport', () => {
    expect(FOOTBALL_GAME_IDS.every((id) => INTERPRETATION_GAMES[id].sport === 1)).toBe(true);
    expect(BASKETBALL_GAME_IDS.every((id) => INTERPRETATION_GAMES[id].sport === 2)).toBe(true);
    expect(FOOTBALL_GAME_IDS.length + BASKETBALL_GAME_IDS.length).toBe(
      Object.keys(INTERPRETATION_GAMES).length,
    );
  });

  it('rejects a segment with one odds too few or too many', () => {
    expect(() => parseInterpretation('{4071}[](19500-0)')).toThrow(InterpretationFormatError);
    expect(() => parseInterpretation('{4071}[](19500-0-0-0)')).toThrow(/应有3个赔率，实际4个/);
    expect(() => parseInterpretation(`{4073}[](${Array(30).fill(70000).join('-')})`)).toThrow(
      /应有31个/,
    );
  });
});

describe('format and parse', () => {
  it('writes the spec format', () => {
    expect(
      formatInterpretation([
        { gameId: 4071, handicap: null, odds: [21500, 0, 0] },
        { gameId: 4076, handicap: -1, odds: [0, 34000, 29500] },
      ]),
    ).toBe('{4071}[](21500-0-0)~{4076}[-1](0-34000-29500)');
  });

  it('round-trips every game', () => {
    const segments = Object.keys(INTERPRETATION_GAMES).map((key) => {
      const id = Number(key) as InterpretationGameId;
      return segmentOf(id, HANDICAPS[id]);
    });
    const text = formatInterpretation(segments);
    expect(text.split('~')).toHaveLength(11);
    expect(parseInterpretation(text)).toEqual(segments);
    expect(formatInterpretation(parseInterpretation(text))).toBe(text);
  });

  it('reads a plus sign, spaces around segments and [0] on a game without handicap', () => {
    expect(parseInterpretation(' {4076}[+1](18000-0-0) ~ {4061}[0](0-16500)')).toEqual([
      { gameId: 4076, handicap: 1, odds: [18000, 0, 0] },
      { gameId: 4061, handicap: null, odds: [0, 16500] },
    ]);
  });

  it('lists the picked options', () => {
    const [segment] = parseInterpretation('{4072}[](0-0-31000-34000-0-0-0-0)');
    expect(segment && pickedOptions(segment)).toEqual([2, 3]);
  });
});

describe('odds ÷10000 to two decimals', () => {
  it.each<[number, string]>([
    [19500, '1.95'],
    [10000, '1.00'],
    [18550, '1.86'],
    [18549, '1.85'],
    [9200, '0.92'],
    [1234567, '123.46'],
    [500, '0.05'],
    [0, '0.00'],
  ])('%i shows as %s', (odds, shown) => {
    expect(formatOdds(odds)).toBe(shown);
  });

  it('describes a segment with labels, handicap and odds', () => {
    const [segment] = parseInterpretation('{4078}[-0.75](9200-0)');
    expect(segment && describeSegment(segment)).toEqual({
      gameId: 4078,
      gameName: '亚盘',
      handicapLabel: '半球/一球',
      options: [
        { label: '主队', odds: '0.92', picked: true },
        { label: '客队', odds: null, picked: false },
      ],
    });
  });
});

describe('handicap labels', () => {
  it.each<[InterpretationGameId, number | null, string]>([
    [4076, -1, '主让1球'],
    [4076, 2, '主受让2球'],
    [4078, -0.25, '平手/半球'],
    [4078, -0.5, '半球'],
    [4078, 1.5, '受球半'],
    [4078, -1.75, '球半/两球'],
    [4079, 2.5, '2.5球'],
    [4079, 2.75, '2.5/3球'],
    [4062, -5.5, '主让5.5分'],
    [4062, 3.5, '主受让3.5分'],
    [4064, 215.5, '215.5分'],
    [4071, null, ''],
  ])('game %i handicap %s reads %s', (gameId, handicap, label) => {
    expect(handicapLabel(gameId, handicap)).toBe(label);
  });
});

describe('bad input', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['no braces', '4071[](19500-0-0)'],
    ['unknown game', '{4070}[](19500-0-0)'],
    ['basketball id typo', '{4065}[](19500-0)'],
    ['odds not integers', '{4071}[](1.95-0-0)'],
    ['negative odds', '{4071}[](-19500-0-0)'],
    ['empty odds', '{4071}[]()'],
    ['nothing picked', '{4071}[](0-0-0)'],
    ['handicap on win/draw/lose', '{4071}[-1](19500-0-0)'],
    ['missing handicap', '{4076}[](19500-0-0)'],
    ['zero goal handicap', '{4076}[0](19500-0-0)'],
    ['goal handicap not whole', '{4076}[-0.5](19500-0-0)'],
    ['asian handicap off the quarter', '{4078}[-0.3](9200-0)'],
    ['non-positive goal line', '{4079}[0](9200-0)'],
    ['basketball handicap off the half', '{4062}[-5.25](17500-0)'],
    ['handicap not a number', '{4062}[abc](17500-0)'],
    ['trailing tilde', '{4071}[](19500-0-0)~'],
    ['text after the segment', '{4071}[](19500-0-0)x'],
  ])('rejects %s', (_name, text) => {
    expect(() => parseInterpretation(text)).toThrow(InterpretationFormatError);
    expect(tryParseInterpretation(text)).toBeNull();
    expect(interpretationContentSchema.safeParse(text).success).toBe(false);
  });

  it('refuses to write an invalid segment or none', () => {
    expect(() => formatInterpretation([])).toThrow(InterpretationFormatError);
    expect(() =>
      formatInterpretation([{ gameId: 4064, handicap: null, odds: [17500, 0] }]),
    ).toThrow(/缺少/);
    expect(() => formatInterpretation([{ gameId: 4061, handicap: null, odds: [1.95, 0] }])).toThrow(
      InterpretationFormatError,
    );
  });

  it('accepts valid content through the schema', () => {
    expect(interpretationContentSchema.safeParse('{4064}[215.5](0-17800)').success).toBe(true);
  });
});
