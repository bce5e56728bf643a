// Pins the analysis tab's pure rules: result labels and colours, the W/D/L bar that always fills,
// record, score, date and list texts.
import { describe, expect, it } from 'vitest';
import {
  COLLAPSED_ROWS,
  daysAfterText,
  focusRows,
  halfScoreText,
  monthDay,
  percentText,
  recordText,
  resultColor,
  resultLabel,
  scoredLabel,
  scoreText,
  shortDate,
  visibleRows,
  wdlBar,
} from '@features/matchDetail/analysis/rules';

describe('results', () => {
  it('reads 胜 平 负', () => {
    expect(['W', 'D', 'L'].map((r) => resultLabel(r as 'W'))).toEqual(['胜', '平', '负']);
  });

  it('colours a win red, a draw blue and a loss green, each different, by the theme’s tokens', () => {
    expect(resultColor('W')).toBe('var(--win)');
    expect(resultColor('D')).toBe('var(--draw)');
    expect(resultColor('L')).toBe('var(--lose)');
    expect(resultColor('W', 'text')).toBe('var(--brand-text)');
    expect(resultColor('D', 'text')).toBe('var(--info-text)');
    expect(resultColor('L', 'text')).toBe('var(--positive-text)');
  });
});

describe('wdlBar', () => {
  it('gives whole percentages of the matches played', () => {
    expect(wdlBar({ won: 5, drawn: 3, lost: 2 })).toEqual({
      won: 5,
      drawn: 3,
      lost: 2,
      played: 10,
      percent: { W: 50, D: 30, L: 20 },
    });
  });

  it('fills the bar to exactly 100 by the largest remainder', () => {
    const thirds = wdlBar({ won: 1, drawn: 1, lost: 1 }).percent;
    expect(thirds).toEqual({ W: 34, D: 33, L: 33 });
    const sevenths = wdlBar({ won: 1, drawn: 2, lost: 4 }).percent;
    // 14.29 / 28.57 / 57.14: the draw has the largest remainder and takes the missing point.
    expect(sevenths).toEqual({ W: 14, D: 29, L: 57 });
    expect(sevenths.W + sevenths.D + sevenths.L).toBe(100);
  });

  it('is empty without matches', () => {
    expect(wdlBar({ won: 0, drawn: 0, lost: 0 }).percent).toEqual({ W: 0, D: 0, L: 0 });
  });

  it('gives one result the whole bar', () => {
    expect(wdlBar({ won: 0, drawn: 0, lost: 3 }).percent).toEqual({ W: 0, D: 0, L: 100 });
  });
});

describe('texts', () => {
  it('counts a record, without draws for basketball', () => {
    expect(recordText({ won: 5, drawn: 3, lost: 2 }, 'football')).toBe('10场 5胜 3平 2负');
    expect(recordText({ won: 6, drawn: 0, lost: 4 }, 'basketball')).toBe('10场 6胜 4负');
  });

  it('prints percentages without a trailing .0', () => {
    expect(percentText(50)).toBe('50%');
    expect(percentText(33.3)).toBe('33.3%');
    expect(percentText(66.66)).toBe('66.7%');
  });

  it('prints the score and the half-time score when known', () => {
    expect(scoreText(2, 1)).toBe('2-1');
    expect(halfScoreText(1, 0)).toBe('(1-0)');
    expect(halfScoreText(null, 0)).toBe('');
    expect(halfScoreText(1, null)).toBe('');
  });

  it('dates a kick-off in Beijing time', () => {
    // 23:30 UTC on the 21st is already the 22nd in Beijing.
    const ms = Date.parse('2026-11-21T23:30:00Z');
    expect(shortDate(ms)).toBe('26-11-22');
    expect(monthDay(ms)).toBe('11-22');
  });

  it('says how far an upcoming match is', () => {
    expect(daysAfterText(0)).toBe('同日');
    expect(daysAfterText(1)).toBe('1天后');
    expect(daysAfterText(12)).toBe('12天后');
  });

  it('calls goals 进/失 and basketball points 得/失', () => {
    expect(scoredLabel('football')).toEqual({ for: '进', against: '失' });
    expect(scoredLabel('basketball')).toEqual({ for: '得', against: '失' });
  });
});

describe('lists', () => {
  it('shows the first rows until expanded', () => {
    const rows = Array.from({ length: 8 }, (_, i) => i);
    expect(visibleRows(rows, false)).toEqual(rows.slice(0, COLLAPSED_ROWS));
    expect(visibleRows(rows, true)).toEqual(rows);
    expect(visibleRows([1, 2], false)).toEqual([1, 2]);
  });

  it('keeps the two teams of the table until the full table is asked for', () => {
    const rows = [
      { rank: 1, highlight: null },
      { rank: 2, highlight: 'away' as const },
      { rank: 3, highlight: null },
      { rank: 4, highlight: 'home' as const },
    ];
    expect(focusRows(rows, false).map((r) => r.rank)).toEqual([2, 4]);
    expect(focusRows(rows, true)).toBe(rows);
  });

  it('shows the whole table when neither team is in it', () => {
    const rows = [{ highlight: null }, { highlight: null }];
    expect(focusRows(rows, false)).toBe(rows);
  });
});
