import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../../../domain/time';
import {
  drawString,
  issuesOf,
  nextPeriod,
  outcomeOf,
  periodAt,
  periodOf,
  periodsBetween,
  previousPeriod,
  statusesOf,
  type Candidate,
} from '../../../../server/features/lottery/issues';

// The old football lottery's calendar and draw (issue 34 §1; docs/decisions/fourteen-match.md):
// two-day periods from noon, Beijing, numbered within the year; an issue is a period's first 14
// tab-401 matches; its sales close at the first kick-off; its draw is each match's 3/1/0 after 90
// minutes, * when called off.

const at = (text: string) => Date.parse(`${text}+08:00`);

describe('the periods', () => {
  it('start at noon on 1 January and run two days each', () => {
    expect(periodOf('26001')).toEqual({
      issueNo: '26001',
      start: at('2026-01-01T12:00:00'),
      end: at('2026-01-03T12:00:00'),
    });
    expect(periodOf('26002')?.start).toBe(at('2026-01-03T12:00:00'));
  });

  it('give the last period of a 365-day year its odd day, and count 183 in a leap year', () => {
    expect(periodOf('26182')).toEqual({
      issueNo: '26182',
      start: at('2026-12-29T12:00:00'),
      end: at('2027-01-01T12:00:00'),
    });
    expect(periodOf('26183')).toBeNull();
    expect(periodOf('28183')).toEqual({
      issueNo: '28183',
      start: at('2028-12-30T12:00:00'),
      end: at('2029-01-01T12:00:00'),
    });
    expect(periodOf('28184')).toBeNull();
    expect(periodOf('26000')).toBeNull();
    expect(periodOf('2600')).toBeNull();
  });

  it('put an instant in the period whose noon-to-noon days hold it, across a new year', () => {
    expect(periodAt(at('2026-11-22T19:00:00')).issueNo).toBe('26163');
    expect(periodAt(at('2026-11-23T11:59:59')).issueNo).toBe('26163');
    expect(periodAt(at('2026-11-23T12:00:00')).issueNo).toBe('26164');
    expect(periodAt(at('2027-01-01T11:00:00')).issueNo).toBe('26182');
    expect(periodAt(at('2027-01-01T12:00:00')).issueNo).toBe('27001');
  });

  it('run on without a gap or an overlap, every period found again by its number', () => {
    let p = periodAt(at('2026-12-01T00:00:00'));
    for (let i = 0; i < 400; i++) {
      const next = nextPeriod(p);
      expect(next.start).toBe(p.end);
      expect(previousPeriod(next)).toEqual(p);
      expect(periodOf(p.issueNo)).toEqual(p);
      expect(periodAt(p.start)).toEqual(p);
      expect(periodAt(p.end - 1)).toEqual(p);
      expect(p.end - p.start).toBeGreaterThanOrEqual(2 * DAY_MS);
      expect(p.end - p.start).toBeLessThanOrEqual(3 * DAY_MS);
      p = next;
    }
  });

  it('list the periods between two, both included', () => {
    const first = periodOf('26181')!;
    const list = periodsBetween(first, periodOf('27002')!).map((x) => x.issueNo);
    expect(list).toEqual(['26181', '26182', '27001', '27002']);
  });
});

/** `n` candidates an hour apart from `from`, ids from `firstId`. */
function hourly(from: number, n: number, firstId = 1, status = 0): Candidate[] {
  return Array.from({ length: n }, (_, i) => ({
    id: firstId + i,
    matchTime: from + i * HOUR_MS,
    status,
  }));
}

describe('the issues', () => {
  const p1 = periodOf('26163')!;
  const p2 = nextPeriod(p1);
  const p3 = nextPeriod(p2);

  it('take each period’s first 14 matches in kick-off order, ties by id, sales closing at the first', () => {
    const candidates = hourly(p1.start + HOUR_MS, 20).reverse();
    // Two at the same time as the first: the lower id goes first.
    candidates.push({ id: 99, matchTime: p1.start + HOUR_MS, status: 0 });
    const [issue] = issuesOf([p1], candidates);
    expect(issue?.matches.map((m) => m.id)).toEqual([1, 99, ...hourly(0, 12, 2).map((c) => c.id)]);
    expect(issue?.saleEnd).toBe(p1.start + HOUR_MS);
  });

  it('skip a period with fewer than 14 matches, and leave out kick-offs outside the period', () => {
    const candidates = [
      ...hourly(p1.start - 5 * HOUR_MS, 5, 1),
      ...hourly(p1.start, 13, 10),
      ...hourly(p2.start, 14, 30),
    ];
    const issues = issuesOf([p1, p2], candidates);
    expect(issues.map((i) => i.period.issueNo)).toEqual([p2.issueNo]);
    expect(issues[0]?.matches.map((m) => m.id)).toEqual(hourly(0, 14, 30).map((c) => c.id));
  });

  it('say drawn, closed, on sale or not published yet', () => {
    const issues = issuesOf(
      [p1, p2, p3],
      [
        ...hourly(p1.start, 12, 1, 2),
        { id: 13, matchTime: p1.start + 12 * HOUR_MS, status: 7 },
        { id: 14, matchTime: p1.start + 13 * HOUR_MS, status: 8 },
        ...hourly(p2.start, 13, 20, 2),
        { id: 33, matchTime: p2.start + 13 * HOUR_MS, status: 14 },
        ...hourly(p3.start, 14, 40),
      ],
    );
    // After p2's last kick-off: p1 all final, p2 still playing, p3 on sale.
    const now = p2.start + 14 * HOUR_MS;
    expect(statusesOf(issues, now)).toEqual(['drawn', 'closed', 'onSale']);
    // Before p2's first kick-off: p2 is on sale, p3 not published yet.
    expect(statusesOf(issues, p2.start - 1)).toEqual(['drawn', 'onSale', 'upcoming']);
  });
});

describe('the draw', () => {
  const final = (homeScore: number, awayScore: number, extra: [number, number] = [0, 0]) => ({
    status: 2,
    homeScore,
    awayScore,
    extraTimeGoals: extra,
  });

  it('is 3, 1 or 0 on the score after 90 minutes', () => {
    expect(outcomeOf(final(2, 1))).toBe('3');
    expect(outcomeOf(final(0, 0))).toBe('1');
    expect(outcomeOf(final(1, 3))).toBe('0');
    // Level after 90, won in extra time: a draw for the lottery.
    expect(outcomeOf(final(2, 1, [1, 0]))).toBe('1');
    expect(outcomeOf(final(1, 3, [0, 1]))).toBe('0');
  });

  it('is * for a called-off match, and nothing until a match is final', () => {
    expect(outcomeOf({ ...final(1, 0), status: 7 })).toBe('*');
    expect(outcomeOf({ ...final(0, 0), status: 8 })).toBe('*');
    for (const status of [0, 1, 3, 11, 12, 13, 14])
      expect(outcomeOf({ ...final(1, 0), status })).toBeNull();
  });

  it('reads as one string in slip order, - where a match is not final', () => {
    expect(drawString(['3', '1', '0', '*', null, '3'])).toBe('310*-3');
  });
});
