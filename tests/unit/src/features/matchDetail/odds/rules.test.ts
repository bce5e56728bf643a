// Pins every formatting rule of the Odds tab and the history page: child tabs and page sizes per
// sport (calls-errors-spec §9: 10, basketball 100), two-decimal values, handicap labels from the
// shared table, trends (red up, green down; the handicap read as 升/降盘), the detail href and query.
import { describe, expect, it } from 'vitest';
import {
  cellTrend,
  changeCellTrend,
  changeTimeText,
  handicapTrendFromSign,
  handicapTrendOf,
  lineLabel,
  oddsCells,
  oddsDetailHref,
  oddsHeaders,
  oddsPageSize,
  oddsTabsOf,
  oddsTypeName,
  parseOddsDetailQuery,
  returnRateText,
  sportCode,
  trendClass,
  trendMark,
  trendOf,
  valueText,
} from '@features/matchDetail/odds/rules';

describe('child tabs and sizes', () => {
  it('orders football 欧指 亚指 大小 and basketball 让分 大小 欧指', () => {
    expect(oddsTabsOf('football').map((t) => `${t.type}:${t.label}`)).toEqual([
      'europe:欧指',
      'asia:亚指',
      'bigsmall:大小',
    ]);
    expect(oddsTabsOf('basketball').map((t) => `${t.type}:${t.label}`)).toEqual([
      'asia:让分',
      'bigsmall:大小',
      'europe:欧指',
    ]);
    expect(oddsTypeName('basketball', 'asia')).toBe('让分');
    expect(oddsTypeName('football', 'asia')).toBe('亚指');
  });

  it('asks 10 a page for football and 100 for basketball', () => {
    expect(oddsPageSize('football')).toBe(10);
    expect(oddsPageSize('basketball')).toBe(100);
    expect(sportCode('football')).toBe(1);
    expect(sportCode('basketball')).toBe(2);
  });

  it('heads the columns per sport and type (no draw in basketball)', () => {
    expect(oddsHeaders('football', 'europe')).toEqual(['主胜', '和局', '客胜', '返还率']);
    expect(oddsHeaders('basketball', 'europe')).toEqual(['主胜', '客胜', '返还率']);
    expect(oddsHeaders('football', 'asia')).toEqual(['主队', '盘口', '客队']);
    expect(oddsHeaders('basketball', 'asia')).toEqual(['主队', '让分', '客队']);
    expect(oddsHeaders('football', 'bigsmall')).toEqual(['大球', '盘口', '小球']);
    expect(oddsHeaders('basketball', 'bigsmall')).toEqual(['大分', '总分', '小分']);
  });
});

describe('value texts', () => {
  it('shows two decimals, and - for a missing value', () => {
    expect(valueText(1.9)).toBe('1.90');
    expect(valueText(0.925)).toBe('0.93');
    expect(valueText(12)).toBe('12.00');
    expect(valueText(0)).toBe('-');
    expect(valueText(Number.NaN)).toBe('-');
  });

  it('shows the payout in percent', () => {
    expect(returnRateText(93.4567)).toBe('93.46%');
    expect(returnRateText(0)).toBe('-');
  });

  it('labels lines with the sent name, else the shared handicap table', () => {
    expect(lineLabel('football', 'asia', -0.5, '半球')).toBe('半球');
    expect(lineLabel('football', 'asia', -0.5)).toBe('半球');
    expect(lineLabel('football', 'asia', 0.25)).toBe('受让平/半');
    expect(lineLabel('football', 'asia', -0.75)).toBe('半/一');
    expect(lineLabel('football', 'asia', 0)).toBe('平手');
    expect(lineLabel('football', 'bigsmall', 2.75)).toBe('2.5/3球');
    expect(lineLabel('basketball', 'asia', -5.5)).toBe('主让5.5分');
    expect(lineLabel('basketball', 'asia', 3.5)).toBe('主受让3.5分');
    expect(lineLabel('basketball', 'bigsmall', 215.5)).toBe('215.5分');
  });

  it('writes a change time as MM-dd HH:mm', () => {
    expect(changeTimeText(Date.parse('2026-11-22T19:05:00+08:00'))).toBe('11-22 19:05');
  });
});

describe('trends', () => {
  it('compares waters and totals to the cent', () => {
    expect(trendOf(1.9, 1.95)).toBe(1);
    expect(trendOf(1.9, 1.85)).toBe(-1);
    expect(trendOf(1.9, 1.9000001)).toBe(0);
    expect(trendOf(2.5, 2.75)).toBe(1);
  });

  it('reads a handicap as 升盘 when the favourite gives more, either side', () => {
    expect(handicapTrendOf(-0.5, -0.75)).toBe(1);
    expect(handicapTrendOf(-0.75, -0.5)).toBe(-1);
    expect(handicapTrendOf(0.25, 0.5)).toBe(1);
    expect(handicapTrendOf(-0.25, 0)).toBe(-1);
    expect(handicapTrendOf(-0.5, -0.5)).toBe(0);
  });

  it('turns the server’s numeric handicap trend into 升/降盘', () => {
    // Home gives: the number falling means it gives more.
    expect(handicapTrendFromSign(-1, -0.75)).toBe(1);
    expect(handicapTrendFromSign(1, -0.25)).toBe(-1);
    // Home receives: the number rising means the away side gives more.
    expect(handicapTrendFromSign(1, 0.75)).toBe(1);
    expect(handicapTrendFromSign(-1, 0.25)).toBe(-1);
    // To 平手 is always a fall; no move stays no move.
    expect(handicapTrendFromSign(1, 0)).toBe(-1);
    expect(handicapTrendFromSign(0, -0.5)).toBe(0);
  });

  it('colours up red and down green, with an arrow', () => {
    expect(trendClass(1)).toBe('mdo-up');
    expect(trendClass(-1)).toBe('mdo-down');
    expect(trendClass(0)).toBe('');
    expect(trendMark(1)).toBe('↑');
    expect(trendMark(-1)).toBe('↓');
    expect(trendMark(0)).toBe('');
  });
});

describe('cells', () => {
  const europe = { home: 2.1, draw: 3.2, away: 3.5, returnRate: 93.456 };

  it('lays out europe values with the payout, without the draw in basketball', () => {
    expect(oddsCells('football', europe).map((c) => c.text)).toEqual([
      '2.10',
      '3.20',
      '3.50',
      '93.46%',
    ]);
    expect(oddsCells('basketball', { ...europe, draw: 0 }).map((c) => c.text)).toEqual([
      '2.10',
      '3.50',
      '93.46%',
    ]);
  });

  it('lays out asia and bigsmall values with their labels', () => {
    const asia = { home: 0.9, handicap: -5.5, handicapName: '', away: 0.96 };
    expect(oddsCells('basketball', asia).map((c) => c.text)).toEqual(['0.90', '主让5.5分', '0.96']);
    const bigsmall = { over: 0.9, line: 2.5, lineName: '2.5球', under: 0.96 };
    expect(oddsCells('football', bigsmall).map((c) => `${c.key}:${c.text}`)).toEqual([
      'over:0.90',
      'line:2.5球',
      'under:0.96',
    ]);
  });

  it('moves a cell against its opening: waters by number, the handicap by 升/降, never the payout', () => {
    const first = oddsCells('football', {
      home: 0.92,
      handicap: -0.5,
      handicapName: '',
      away: 0.94,
    });
    const live = oddsCells('football', { home: 0.88, handicap: -0.75, handicapName: '', away: 1 });
    expect(live.map((cell, i) => cellTrend(first[i], cell))).toEqual([-1, 1, 1]);
    const rateBefore = oddsCells('football', europe)[3]!;
    const rateAfter = oddsCells('football', { ...europe, returnRate: 95 })[3]!;
    expect(cellTrend(rateBefore, rateAfter)).toBe(0);
    expect(cellTrend(undefined, rateAfter)).toBe(0);
  });

  it('moves a change’s cells by the server’s trend', () => {
    const cells = oddsCells('football', { home: 0.88, handicap: -0.75, handicapName: '', away: 1 });
    const trend = { home: -1, handicap: -1, away: 1 } as const;
    expect(cells.map((cell) => changeCellTrend(cell, trend))).toEqual([-1, 1, 1]);
    const rate = oddsCells('football', europe)[3]!;
    expect(changeCellTrend(rate, { home: 1 })).toBe(0);
  });
});

describe('the odds-detail route', () => {
  it('builds the href of a provider’s history', () => {
    expect(oddsDetailHref({ matchId: 11, type: 'asia', oddsId: 601, sport: 'football' })).toBe(
      '/odds-detail?matchId=11&type=asia&oddsId=601&sport=1',
    );
    expect(oddsDetailHref({ matchId: 22, type: 'bigsmall', sport: 'basketball' })).toBe(
      '/odds-detail?matchId=22&type=bigsmall&sport=2',
    );
  });

  it('reads the query back, defaulting the sport to football', () => {
    const read = (q: string) => parseOddsDetailQuery(new URLSearchParams(q));
    expect(read('matchId=11&type=asia&oddsId=601&sport=1')).toEqual({
      matchId: 11,
      type: 'asia',
      oddsId: 601,
      sport: 'football',
    });
    expect(read('matchId=22&type=europe&sport=2')).toEqual({
      matchId: 22,
      type: 'europe',
      sport: 'basketball',
    });
    expect(read('matchId=11&type=europe')?.sport).toBe('football');
    expect(read('matchId=11&type=europe&oddsId=abc')).toEqual({
      matchId: 11,
      type: 'europe',
      sport: 'football',
    });
  });

  it('refuses a query that names no match or type', () => {
    const read = (q: string) => parseOddsDetailQuery(new URLSearchParams(q));
    expect(read('type=asia')).toBeNull();
    expect(read('matchId=0&type=asia')).toBeNull();
    expect(read('matchId=x&type=asia')).toBeNull();
    expect(read('matchId=11&type=kelly')).toBeNull();
    expect(read('matchId=11&type=asia&sport=3')).toBeNull();
  });
});
