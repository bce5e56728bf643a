// Pins the wind vane's calls (issue 35 §2) on the seeded world: the list of football matches in
// play or to come with the books' consensus, where it moved and which side leads — the figures for
// members only (a trial counts), a visitor and a fan without a membership told what there is; a
// match's consensus series starting from the openings and every book with its own probabilities; one
// book's moves with the match state; unknown ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windVaneChange, windVaneList, windVaneMatch } from '../../../contracts/windVane';
import { dataOf, noteFixtures } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
const { fan, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: 2026, now: NOW, parts: ['sport', 'odds'] },
  });
});
afterAll(() => test.close());

const sum = (t: readonly number[]) => t.reduce((s, x) => s + x, 0);

describe('the wind vane', () => {
  it('gives members the consensus of every match, and others what there is', async () => {
    const member = await fan();
    await post('/api/vip/try', {}, member);
    const page = dataOf(await get('/api/windVane/list', member), windVaneList.output);
    expect(page.member).toBe(true);
    expect(page.list.length).toBeGreaterThan(0);
    for (const card of page.list) {
      expect(card.match.sport).toBe(1);
      expect(card.books).toBeGreaterThan(0);
      expect(sum(card.now!)).toBeCloseTo(100, 0);
      expect(card.flow).toEqual(
        card.now!.map((x, i) => Math.round((x - card.opening![i]!) * 100) / 100),
      );
    }
    const times = page.list.filter((c) => c.match.status === 0).map((c) => c.match.matchTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    for (const who of [undefined, await fan()]) {
      const locked = dataOf(await get('/api/windVane/list', who), windVaneList.output);
      expect(locked.member).toBe(false);
      expect(locked.list.map((c) => c.match.matchId)).toEqual(
        page.list.map((c) => c.match.matchId),
      );
      expect(locked.list.every((c) => c.now === null && c.flow === null && c.books > 0)).toBe(true);
    }
  });

  it('opens a match: its consensus over time from the openings, and every book', async () => {
    const member = await fan();
    await post('/api/vip/try', {}, member);
    const [card] = dataOf(await get('/api/windVane/list', member), windVaneList.output).list;
    const detail = dataOf(
      await get(`/api/windVane/match/${card!.match.matchId}`, member),
      windVaneMatch.output,
    );
    expect(detail.books.length).toBe(card!.books);
    expect(detail.card.now).toEqual(card!.now);
    // The seeded books have moved since they opened.
    expect(detail.books.some((b) => b.changes > 0)).toBe(true);
    expect(detail.series.length).toBeGreaterThan(1);
    expect(detail.series[0]!.p).toEqual(detail.card.opening);
    expect(detail.series.at(-1)!.p).toEqual(detail.card.now);
    const ts = detail.series.map((p) => p.t);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
    const toward = detail.toward!;
    expect(toward.every((n) => n >= 0 && n <= detail.books.length)).toBe(true);

    const book = detail.books.find((b) => b.changes > 0) ?? detail.books[0]!;
    const change = dataOf(
      await get(`/api/windVane/change/${book.windMarkId}`, member),
      windVaneChange.output,
    );
    expect(change.book).toBe(book.name);
    expect(change.points.length).toBe(Math.min(book.changes, 240));
    expect(change.points.at(-1)!.odds).toEqual(book.currentOdds);

    const locked = dataOf(
      await get(`/api/windVane/match/${card!.match.matchId}`),
      windVaneMatch.output,
    );
    expect(locked).toMatchObject({ member: false, series: [], books: [], toward: null });
    const lockedChange = dataOf(
      await get(`/api/windVane/change/${book.windMarkId}`),
      windVaneChange.output,
    );
    expect(lockedChange.points).toEqual([]);
  });

  it('refuses what is not there', async () => {
    expectRefusal(await get('/api/windVane/match/99999999'), 404, 'wind_mark_not_found');
    expectRefusal(await get('/api/windVane/change/99999999'), 404, 'wind_mark_not_found');
    expect((await get('/api/windVane/match/abc')).statusCode).toBe(400);
    expect((await get('/api/windVane/list?pageNo=0')).statusCode).toBe(400);
  });
});
