// @vitest-environment jsdom
// The search-history rule of product-spec §5, shared by the data search (5, a repeated word moved to
// the front), the home search (6 per key, moved to the front) and the expert search (8, not re-added).
import { beforeEach, describe, expect, it } from 'vitest';
import { addWord, parseWords, wordHistory, type WordHistoryRule } from '@shared/storage';

const DATA: WordHistoryRule = { limit: 5, repeated: 'front' };
const EXPERT: WordHistoryRule = { limit: 8, repeated: 'keep' };

describe('addWord', () => {
  it('puts a new word first and keeps at most the limit', () => {
    let history: readonly string[] = [];
    for (const word of ['英超', '西甲', '意甲', '德甲', '法甲', '中超'])
      history = addWord(history, word, DATA);
    expect(history).toEqual(['中超', '法甲', '德甲', '意甲', '西甲']);
  });

  it('moves a repeated word to the front for the data search, and leaves it for the expert search', () => {
    const history = ['A', 'B', 'C'];
    expect(addWord(history, 'C', DATA)).toEqual(['C', 'A', 'B']);
    expect(addWord(history, 'C', EXPERT)).toBe(history);
    expect(addWord(history, 'A', DATA)).toBe(history);
  });

  it('ignores blank words and trims the others', () => {
    const history = ['A'];
    expect(addWord(history, '   ', DATA)).toBe(history);
    expect(addWord(history, ' 曼城 ', DATA)).toEqual(['曼城', 'A']);
  });
});

describe('a stored history', () => {
  beforeEach(() => localStorage.clear());

  it('is read back, kept by its rule and cleared', () => {
    const history = wordHistory('testHistory', DATA);
    expect(history.read()).toEqual([]);
    history.remember('英超');
    history.remember('NBA');
    expect(history.remember('英超')).toEqual(['英超', 'NBA']);
    expect(history.read()).toEqual(['英超', 'NBA']);
    history.clear();
    expect(history.read()).toEqual([]);
  });

  it('keeps only words of whatever another version stored', () => {
    expect(parseWords(['a', 1, '', ' ', 'b'], 5)).toEqual(['a', 'b']);
    expect(parseWords({ a: 1 }, 5)).toBeUndefined();
    localStorage.setItem('testHistory', 'not json');
    expect(wordHistory('testHistory', DATA).read()).toEqual([]);
  });
});
