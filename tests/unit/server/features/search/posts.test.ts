// Pins the snippet a post's search hit shows (server/features/search/posts.ts): a short text whole
// (spaces folded), a long one cut around the first place the word stands — a third before it — with
// … on each cut side, case aside; its beginning when only the title held the word.
import { describe, expect, it } from 'vitest';
import { snippetAround } from '../../../../../server/features/search/posts';

describe('snippetAround', () => {
  it('keeps a short text whole, its runs of space folded', () => {
    expect(snippetAround('  曼城\n\n今晚  必胜 ', '曼城', 60)).toBe('曼城 今晚 必胜');
  });

  it('cuts a long text around the word, a third of it before', () => {
    const text = `${'甲'.repeat(50)}关键${'乙'.repeat(50)}`;
    const snippet = snippetAround(text, '关键', 30);
    expect(snippet).toBe(`…${'甲'.repeat(10)}关键${'乙'.repeat(18)}…`);
  });

  it('starts at the beginning near the start, and ends at the end near the end', () => {
    const early = snippetAround(`开头关键${'乙'.repeat(80)}`, '关键', 30);
    expect(early).toBe(`开头关键${'乙'.repeat(26)}…`);
    const late = snippetAround(`${'甲'.repeat(80)}关键`, '关键', 30);
    expect(late).toBe(`…${'甲'.repeat(28)}关键`);
  });

  it('finds the word whatever its case, and counts characters, not UTF-16 units', () => {
    const text = `${'😀'.repeat(40)}NBA总决赛${'乙'.repeat(40)}`;
    const snippet = snippetAround(text, 'nba', 30);
    expect(snippet).toContain('NBA总决赛');
    expect([...snippet]).toHaveLength(32);
  });

  it('shows the beginning when the word is not in the text', () => {
    expect(snippetAround('乙'.repeat(100), '标题里的词', 30)).toBe(`${'乙'.repeat(30)}…`);
  });
});
