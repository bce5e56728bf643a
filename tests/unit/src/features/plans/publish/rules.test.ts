// Pins the publish form's rules (issue 19 §2; the server's in server/features/plans/publish.ts):
// line games take one side, other games at most two options, a plan at most two games; the texts'
// limits in characters after trimming, markup refused; and the draft read against the options —
// a match published meanwhile unpicks, a laboratory expert's only price is taken without a tap,
// 不中退款 holds only on a paid plan, and nothing is sendable while anything is wrong.
import { describe, expect, it } from 'vitest';
import { BASKETBALL_GAME_IDS, FOOTBALL_GAME_IDS } from '@contracts/interpretation';
import { EMPTY_DRAFT, resolveDraft } from '@features/plans/publish/draft';
import {
  draftProblem,
  isLineGame,
  maxOptionsOf,
  PublishTexts,
  sportOfQuery,
  summaryProblem,
  titleProblem,
  toggleOption,
  type PickDraft,
} from '@features/plans/publish/rules';
import { footballOptions } from './kit';

const picksOf = (result: ReturnType<typeof toggleOption>): PickDraft[] => {
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result.picks;
};

describe('which options a game takes', () => {
  it('knows the line games: 亚盘, 大小球, 让分胜负, 大小分', () => {
    const lines = [...FOOTBALL_GAME_IDS, ...BASKETBALL_GAME_IDS].filter(isLineGame);
    expect(lines.sort()).toEqual([4062, 4064, 4078, 4079]);
  });

  it('keeps one side of a line: a tap on the other side moves the pick', () => {
    const one = picksOf(toggleOption([], 4078, 0));
    expect(one).toEqual([{ gameId: 4078, options: [0] }]);
    expect(picksOf(toggleOption(one, 4078, 1))).toEqual([{ gameId: 4078, options: [1] }]);
  });

  it('takes two options of any other game and refuses a third', () => {
    let picks = picksOf(toggleOption([], 4071, 2));
    picks = picksOf(toggleOption(picks, 4071, 0));
    expect(picks).toEqual([{ gameId: 4071, options: [0, 2] }]);
    expect(toggleOption(picks, 4071, 1)).toEqual({ refused: PublishTexts.tooManyOptions });
  });

  it('never takes every option of a game: 胜负 is one pick, moved by a tap on the other', () => {
    expect([maxOptionsOf(4061), maxOptionsOf(4071), maxOptionsOf(4063)]).toEqual([1, 2, 2]);
    const one = picksOf(toggleOption([], 4061, 0));
    expect(picksOf(toggleOption(one, 4061, 1))).toEqual([{ gameId: 4061, options: [1] }]);
  });

  it('takes back a chosen option, and the game leaves the plan with its last one', () => {
    const picks = picksOf(toggleOption(picksOf(toggleOption([], 4071, 0)), 4078, 1));
    expect(picksOf(toggleOption(picks, 4071, 0))).toEqual([{ gameId: 4078, options: [1] }]);
  });

  it('holds two games at most', () => {
    const picks = picksOf(toggleOption(picksOf(toggleOption([], 4071, 0)), 4078, 1));
    expect(toggleOption(picks, 4079, 0)).toEqual({ refused: '每个方案最多选择2个玩法' });
  });
});

describe('the texts', () => {
  it('counts characters after trimming, not UTF-16 units', () => {
    expect(titleProblem('  主队稳  ')).toBe('标题至少4个字');
    expect(titleProblem('主队必胜')).toBeNull();
    expect(titleProblem('⚽⚽⚽⚽')).toBeNull();
    expect(titleProblem('球'.repeat(31))).toBe('标题最多30个字');
    expect(titleProblem('<b>主队必胜</b>')).toBe('标题不能包含链接标签或特殊字符');
    expect(titleProblem('主队\n必胜')).toBe('标题不能包含链接标签或特殊字符');
  });

  it('lets the analysis run over lines, between 20 and 800 characters', () => {
    const twenty = '主队近五场全胜，客队客场三连败，看好主队。';
    expect(summaryProblem(twenty.slice(0, 19))).toBe('分析至少20个字');
    expect(summaryProblem(`${twenty}\n第二段`)).toBeNull();
    expect(summaryProblem('析'.repeat(801))).toBe('分析最多800个字');
    expect(summaryProblem(`${twenty}<a href=x>看</a>`)).toBe('分析不能包含链接标签或特殊字符');
  });
});

describe('the form’s first problem', () => {
  const ok = {
    matchId: 1,
    picks: [{ gameId: 4071, options: [0] }],
    title: '主队必胜无疑',
    summary: '主队近五场全胜，客队客场三连败，看好主队。',
    price: 18,
  };

  it('follows the order the form is filled in, the daily limit first', () => {
    expect(draftProblem(ok, false)).toBeNull();
    expect(draftProblem(ok, true)).toBe(PublishTexts.dailyLimit);
    expect(draftProblem({ ...ok, matchId: null, title: '' }, false)).toBe('请选择比赛');
    expect(draftProblem({ ...ok, picks: [], title: '' }, false)).toBe('请选择玩法和推荐选项');
    expect(draftProblem({ ...ok, title: '', price: null }, false)).toBe('标题至少4个字');
    expect(draftProblem({ ...ok, price: null }, false)).toBe('请选择方案价格');
  });
});

describe('the draft against the options', () => {
  const filled = {
    ...EMPTY_DRAFT,
    matchId: 1001,
    picks: [{ gameId: 4078, options: [1] }],
    title: '  主队让球难打  ',
    summary: '主队近五场全胜，客队客场三连败，看好客队受让。',
    price: 18,
    refundIfLost: true,
  };

  it('builds the request from the picks, the trimmed texts and the price', () => {
    const resolved = resolveDraft(filled, footballOptions());
    expect(resolved.problem).toBeNull();
    expect(resolved.input).toEqual({
      matchId: 1001,
      picks: [{ gameId: 4078, options: [1] }],
      title: '主队让球难打',
      summary: '主队近五场全胜，客队客场三连败，看好客队受让。',
      price: 18,
      refundIfLost: true,
    });
  });

  it('unpicks a match published meanwhile, and drops a game without odds now', () => {
    const published = footballOptions();
    published.matches[0]!.published = true;
    expect(resolveDraft(filled, published)).toMatchObject({ offer: null, picks: [], input: null });
    const noAsia = footballOptions();
    noAsia.matches[0]!.games = noAsia.matches[0]!.games.filter((g) => g.gameId !== 4078);
    expect(resolveDraft(filled, noAsia)).toMatchObject({
      picks: [],
      problem: '请选择玩法和推荐选项',
    });
  });

  it('takes a laboratory expert’s only price, and 不中退款 only on a paid plan', () => {
    const lab = resolveDraft({ ...filled, price: null }, footballOptions({ prices: [0] }));
    expect(lab.price).toBe(0);
    expect(lab.refundIfLost).toBe(false);
    expect(lab.input).toMatchObject({ price: 0, refundIfLost: false });
    expect(resolveDraft({ ...filled, price: 0 }, footballOptions()).refundIfLost).toBe(false);
  });

  it('sends nothing once today’s limit is reached', () => {
    const full = resolveDraft(filled, footballOptions({ todayCount: 10 }));
    expect(full).toMatchObject({ dailyLimitReached: true, input: null });
    expect(full.problem).toBe(PublishTexts.dailyLimit);
  });

  it('reads the ball type of the link', () => {
    expect([sportOfQuery('1'), sportOfQuery('2'), sportOfQuery('3'), sportOfQuery(null)]).toEqual([
      1,
      2,
      null,
      null,
    ]);
  });
});
