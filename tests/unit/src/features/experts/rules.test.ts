// Pins the expert screens' pure rules: the search history (8 words, newest first, a repeated word
// not re-added, blank words ignored; product-spec §5), the choices read from links, the figures of
// a ranking row, the league-record games, and what a failed follow shows.
import { describe, expect, it } from 'vitest';
import { EXPERT_SEARCH_HISTORY } from '@contracts/experts';
import {
  addSearchWord,
  attentionTabOf,
  ballFlagOf,
  followErrorText,
  gameTypeOf,
  hisAttentionTabOf,
  idOf,
  isExpertNotFound,
  isSilentFollowFailure,
  leagueGamesOf,
  parseSearchHistory,
  periodRecordText,
  planPriceText,
  planResultText,
  rankingTypeOf,
} from '@features/experts/rules';
import { ApiError } from '@shared/http';

const path = '/api/expert/attention/9';

describe('addSearchWord (product-spec §5: expert search keeps 8; a repeated word is not re-added)', () => {
  it('puts a new word first', () => {
    expect(addSearchWord(['西甲'], '英超')).toEqual(['英超', '西甲']);
  });

  it('keeps 8 words, dropping the oldest', () => {
    const eight = ['8', '7', '6', '5', '4', '3', '2', '1'];
    expect(EXPERT_SEARCH_HISTORY).toBe(8);
    expect(addSearchWord(eight, '9')).toEqual(['9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('does not add a word already there, nor move it to the front', () => {
    const history = ['英超', '西甲', '老王'];
    expect(addSearchWord(history, '老王')).toBe(history);
    expect(addSearchWord(history, ' 西甲 ')).toBe(history);
  });

  it('ignores blank words and trims the others', () => {
    const history = ['英超'];
    expect(addSearchWord(history, '')).toBe(history);
    expect(addSearchWord(history, '   ')).toBe(history);
    expect(addSearchWord([], '  老王 ')).toEqual(['老王']);
  });

  it('reads back only a list of words, at most 8', () => {
    expect(parseSearchHistory(['a', 3, '', 'b'])).toEqual(['a', 'b']);
    expect(parseSearchHistory('a')).toBeUndefined();
    expect(parseSearchHistory(Array.from({ length: 12 }, (_, i) => `w${i}`))).toHaveLength(8);
  });
});

describe('choices read from links', () => {
  it('reads the ball type and the ranking type, falling back to the first', () => {
    expect(['1', '2', '3', undefined].map(ballFlagOf)).toEqual(['1', '2', '1', '1']);
    expect(['1', '2', '3', '4', '5', 'x', undefined].map(rankingTypeOf)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '1',
      '1',
      '1',
    ]);
  });

  it('takes positive 32-bit ids only', () => {
    expect(idOf('42')).toBe(42);
    expect(['0', '-1', '1.5', 'abc', '99999999999', undefined].map(idOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads a game type, 0 (every game) for anything else', () => {
    expect(gameTypeOf('4078')).toBe(4078);
    expect(gameTypeOf('x')).toBe(0);
    expect(gameTypeOf(undefined)).toBe(0);
  });

  it('reads myAttention tabs as the user centre links them', () => {
    expect(attentionTabOf('me')).toBe('me');
    expect(attentionTabOf('other-all')).toBe('other-all');
    expect(attentionTabOf('other-famous')).toBe('other-famous');
    expect(attentionTabOf('zzz')).toBe('other-all');
  });

  it('reads hisAttention tabs: 粉丝 (me) unless the link says other', () => {
    expect(hisAttentionTabOf('other')).toBe('other');
    expect(hisAttentionTabOf('me')).toBe('me');
    expect(hisAttentionTabOf(undefined)).toBe('me');
    expect(hisAttentionTabOf('other-all')).toBe('me');
  });
});

describe('figures', () => {
  it('reads a period as N中M, and nothing with nothing settled', () => {
    expect(periodRecordText(12, 8)).toBe('12中8');
    expect(periodRecordText(0, 0)).toBeNull();
  });

  it('offers the games of the ball type after 全部玩法', () => {
    expect(leagueGamesOf(1).map((g) => g.label)).toEqual(['全部玩法', '胜平负', '亚盘', '大小球']);
    expect(leagueGamesOf(2).map((g) => g.gameType)).toEqual([0, 4061, 4062, 4064]);
  });

  it('names a plan’s result and price', () => {
    expect([0, 1, 2, 3].map(planResultText)).toEqual([null, '红', '黑', '走水']);
    expect(planPriceText(18, '金币')).toBe('18 金币');
    expect(planPriceText(0, '金币')).toBe('免费');
  });
});

describe('a failed follow', () => {
  it('shows the server’s message, or the bare code when it sent none', () => {
    expect(
      followErrorText(
        new ApiError('server', { code: 'follow_own', message: '不能关注自己', path }),
      ),
    ).toBe('不能关注自己');
    expect(followErrorText(new ApiError('server', { code: 'busy', path }))).toBe('busy');
    expect(followErrorText(new Error('x'))).toBe('系统错误，请稍后再试！');
  });

  it('says nothing for an unfollow refused with no_token or uuid_error (calls-errors-spec §8)', () => {
    const noToken = new ApiError('server', { code: 'no_token', path });
    const uuid = new ApiError('server', { code: 'uuid_error', path });
    expect(isSilentFollowFailure(false, noToken)).toBe(true);
    expect(isSilentFollowFailure(false, uuid)).toBe(true);
    expect(isSilentFollowFailure(true, uuid)).toBe(false);
    expect(isSilentFollowFailure(false, new ApiError('network', { path }))).toBe(false);
  });

  it('tells an expert that does not exist', () => {
    expect(isExpertNotFound(new ApiError('http', { status: 404, path }))).toBe(true);
    expect(isExpertNotFound(new ApiError('server', { code: 'expert_not_found', path }))).toBe(true);
    expect(isExpertNotFound(new ApiError('network', { path }))).toBe(false);
  });
});
