// Pins the seeded adverts (server/seed/content/ads.ts): each set-meal location keeps its inner-page
// advert first (the banner shows it), and behind them one advert of each kind the spec names that
// the seed can fill — an inner page (type 1), another site without an agentId (type 2), a custom
// JSON page (type 46), a football match (5) and an expert (4) of this world — every row a valid
// answer once the server reads it back (server/features/ads/wire.ts), the same for the same world.
import { describe, expect, it } from 'vitest';
import { AD_LOCATION, adSchema } from '../../../../contracts/ads';
import { FOOTBALL_STATUS, SPORT } from '../../../../domain/sport';
import { adOfRow } from '../../../../server/features/ads/wire';
import { buildAds, focusMatchOf, SPORTTERY_URL } from '../../../../server/seed/content/ads';
import type { SeedMatch } from '../../../../server/seed/content/plans';

const NOW = new Date('2026-11-25T12:00:00+08:00');
const HOUR = 3_600_000;

function match(id: number, fields: Partial<SeedMatch> = {}): SeedMatch {
  return {
    id,
    sport: SPORT.football,
    matchTime: new Date(NOW.getTime() + HOUR),
    status: FOOTBALL_STATUS.notStarted,
    isHot: false,
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    names: { home: `主${id}`, away: `客${id}`, league: '英超' },
    onSlip: false,
    ...fields,
  };
}

const subjects = { match: match(8001), expert: { id: 12, nickname: '名家甲' } };

/** A row as the server answers it: the table gives it an id and the columns it left out are null. */
function answered(row: ReturnType<typeof buildAds>[number], id: number) {
  return adOfRow({
    id,
    title: row.title,
    imageUrl: row.imageUrl,
    jumpType: row.jumpType ?? null,
    jumpInnerId: row.jumpInnerId ?? null,
    jumpParam: row.jumpParam ?? null,
    jumpUrl: row.jumpUrl ?? null,
    jumpExtra: row.jumpExtra ?? null,
  });
}

describe('buildAds', () => {
  const rows = buildAds(subjects);

  it('answers every row as a valid advert', () => {
    rows.forEach((row, i) => expect(adSchema.parse(answered(row, i + 1))).toBeTruthy());
  });

  it('keeps each location’s inner-page advert first, the others after in order', () => {
    for (const location of Object.values(AD_LOCATION)) {
      const here = rows.filter((r) => r.location === location);
      expect(here[0]).toMatchObject({ jumpType: 1, sort: 0 });
      expect(here.map((r) => r.sort)).toEqual(here.map((_, i) => i));
    }
    expect(rows.find((r) => r.location === 52)).toMatchObject({ jumpInnerId: 115 });
    expect(rows.find((r) => r.location === 53)).toMatchObject({ jumpInnerId: 38 });
  });

  it('holds types 1, 2, 46, 5 and 4: the match and the expert it was given', () => {
    expect(new Set(rows.map((r) => r.jumpType))).toEqual(new Set([1, 2, 46, 5, 4]));
    const matchAd = rows.find((r) => r.jumpType === 5);
    expect(matchAd?.jumpParam).toBe(8001);
    expect(matchAd?.title).toContain('主8001 vs 客8001');
    const expertAd = rows.find((r) => r.jumpType === 4);
    expect(expertAd?.jumpParam).toBe(12);
    expect(expertAd?.title).toContain('名家甲');
    const external = rows.find((r) => r.jumpType === 2);
    expect(external?.jumpUrl).toBe(SPORTTERY_URL);
    expect(SPORTTERY_URL).toMatch(/^https:\/\//);
    expect(SPORTTERY_URL).not.toContain('agentId');
  });

  it('leaves out the match and expert adverts in a world without them', () => {
    const bare = buildAds({ match: null, expert: null });
    expect(bare.map((r) => r.jumpType).sort()).toEqual([1, 1, 2, 46].sort());
  });

  it('is the same for the same world', () => {
    expect(buildAds(subjects)).toEqual(rows);
  });
});

describe('focusMatchOf', () => {
  it('takes a hot football match still to kick off, then the earliest, then the lowest id', () => {
    const list = [
      match(5, { matchTime: new Date(NOW.getTime() - HOUR) }), // already kicked off
      match(6, { sport: SPORT.basketball, isHot: true }),
      match(7, { status: FOOTBALL_STATUS.finished, isHot: true }),
      match(9, { matchTime: new Date(NOW.getTime() + 3 * HOUR) }),
      match(8, { matchTime: new Date(NOW.getTime() + 2 * HOUR) }),
    ];
    expect(focusMatchOf(list, NOW)?.id).toBe(8);
    const hot = match(10, { isHot: true, matchTime: new Date(NOW.getTime() + 9 * HOUR) });
    expect(focusMatchOf([...list, hot], NOW)?.id).toBe(10);
    expect(focusMatchOf([match(12), match(11)], NOW)?.id).toBe(11);
    expect(focusMatchOf(list.slice(0, 3), NOW)).toBeNull();
  });
});
