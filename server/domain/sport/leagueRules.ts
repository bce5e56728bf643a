import { SPORT } from '../../../domain/sport';

/**
 * What each league's table decides (issue 36 §1, getLeagueRule, showRule): the places that go up,
 * into a continental competition, to the play-offs or down, as the competitions' own rules set them
 * for the season. Rules, not results: which club is in a zone is read from the table.
 */

export interface ZoneRule {
  from: number;
  to: number;
  name: string;
  color: string;
}

const UCL = '#1e6fd9';
const UEL = '#f08a24';
const UECL = '#2e9e5b';
const PLAYOFF = '#8e44ad';
const DOWN = '#e03131';
const UP = '#1e6fd9';
const ASIA = '#1e6fd9';
const ASIA2 = '#2e9e5b';

const z = (from: number, to: number, name: string, color: string): ZoneRule => ({
  from,
  to,
  name,
  color,
});

const BIG_LEAGUE = [
  z(1, 4, '欧冠', UCL),
  z(5, 5, '欧联杯', UEL),
  z(6, 6, '欧协联资格赛', UECL),
  z(18, 20, '降级', DOWN),
];

const ZONES: Readonly<Record<number, readonly ZoneRule[]>> = {
  36: BIG_LEAGUE,
  31: BIG_LEAGUE,
  34: BIG_LEAGUE,
  8: [
    z(1, 4, '欧冠', UCL),
    z(5, 5, '欧联杯', UEL),
    z(6, 6, '欧协联资格赛', UECL),
    z(16, 16, '保级附加赛', PLAYOFF),
    z(17, 18, '降级', DOWN),
  ],
  11: [
    z(1, 3, '欧冠', UCL),
    z(4, 4, '欧冠资格赛', UCL),
    z(5, 5, '欧联杯', UEL),
    z(6, 6, '欧协联资格赛', UECL),
    z(16, 16, '保级附加赛', PLAYOFF),
    z(17, 18, '降级', DOWN),
  ],
  16: [
    z(1, 2, '欧冠', UCL),
    z(3, 3, '欧冠资格赛', UCL),
    z(4, 4, '欧联杯', UEL),
    z(5, 5, '欧协联资格赛', UECL),
    z(16, 16, '保级附加赛', PLAYOFF),
    z(17, 18, '降级', DOWN),
  ],
  23: [
    z(1, 2, '欧冠', UCL),
    z(3, 3, '欧冠资格赛', UCL),
    z(4, 4, '欧联杯', UEL),
    z(5, 5, '欧协联资格赛', UECL),
    z(16, 16, '保级附加赛', PLAYOFF),
    z(17, 18, '降级', DOWN),
  ],
  37: [z(1, 2, '升级', UP), z(3, 6, '升级附加赛', PLAYOFF), z(22, 24, '降级', DOWN)],
  60: [z(1, 3, '亚冠精英联赛', ASIA), z(4, 4, '亚冠二级联赛', ASIA2), z(15, 16, '降级', DOWN)],
  25: [z(1, 2, '亚冠精英联赛', ASIA), z(3, 3, '亚冠二级联赛', ASIA2), z(18, 20, '降级', DOWN)],
  15: [z(1, 3, '亚冠', ASIA), z(10, 11, '保级附加赛', PLAYOFF), z(12, 12, '降级', DOWN)],
  292: [z(1, 3, '亚冠精英联赛', ASIA), z(16, 18, '降级', DOWN)],
  21: [z(1, 9, '季后赛', PLAYOFF)],
  4: [z(1, 6, '南美解放者杯', UCL), z(7, 12, '南美杯', UECL), z(17, 20, '降级', DOWN)],
  273: [z(1, 6, '总决赛圈', PLAYOFF)],
  1: [z(1, 6, '季后赛', UCL), z(7, 10, '附加赛', PLAYOFF)],
  3: [z(1, 12, '季后赛', UCL)],
  2: [z(1, 8, '季后赛', UCL)],
  7: [z(1, 6, '季后赛', UCL), z(7, 10, '附加赛', PLAYOFF)],
};

/** The zones of a league's table; none for a cup. */
export function zonesOf(leagueId: number): readonly ZoneRule[] {
  return ZONES[leagueId] ?? [];
}

/** The zone a place falls in, or null. */
export function zoneAt(leagueId: number, rank: number): ZoneRule | null {
  return zonesOf(leagueId).find((zone) => rank >= zone.from && rank <= zone.to) ?? null;
}

/** How the table ranks, in the fan's words. */
export function rankingText(sport: number, kind: string): string {
  if (kind === 'cup') return '杯赛采用淘汰制，不设积分榜。';
  return sport === SPORT.basketball
    ? '按胜率排名；胜率相同时胜场多者列前。'
    : '胜一场得3分，平一场得1分，负一场得0分；积分相同时依次比较净胜球、进球数。';
}
