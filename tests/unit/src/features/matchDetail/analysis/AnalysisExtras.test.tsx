// Pins the football analysis tab's ability, tips and intelligence sections as a fan meets them:
// each loads on its own (skeleton, then data), the ability bars with their raw figures and the
// leading side in bold, the tips with whose they are, each team's 有利/不利 news and the neutral
// ones; the empty texts; an error confined to its section with a retry; and none of them for
// basketball.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AbilityDimension,
  MatchAbility,
  MatchInformation,
  MatchTidianList,
} from '@contracts/sportdata/matchExtras';
import { appScheduler } from '@schedulers';
import { ApiError } from '@shared/http';
import AnalysisTab from '@features/matchDetail/analysis/AnalysisTab';
import { matchItem } from '../../../entities/match/fixtures';
import { bout, nearStatus, schedule, standing, summaryOf, teamStanding } from './fixtures';

const api = vi.hoisted(() => ({
  fetchAbility: vi.fn<(id: number) => Promise<MatchAbility>>(),
  fetchTidian: vi.fn<(id: number) => Promise<MatchTidianList>>(),
  fetchInformation: vi.fn<(id: number) => Promise<MatchInformation>>(),
  fetchBoutExploits: vi.fn(),
  fetchNearStatus: vi.fn(),
  fetchMatchStanding: vi.fn(),
  fetchTeamStanding: vi.fn(),
  fetchScheduleList: vi.fn(),
}));
vi.mock('@features/matchDetail/analysis/api', () => api);

const match = matchItem({ matchId: 21, homeTeamName: '曼城', awayTeamName: '阿森纳' });

const dim = (over: Partial<AbilityDimension>): AbilityDimension => ({
  key: 'attack',
  name: '进攻',
  home: 50,
  away: 50,
  homeValue: 1.5,
  awayValue: 1.5,
  unit: '球/场',
  ...over,
});

function ability(played = 10): MatchAbility {
  const summary = { ...summaryOf([]), played };
  const team = (teamId: number, teamName: string, total: number) => ({
    teamId,
    teamName,
    teamLogo: null,
    total,
    summary,
    venue: summary,
  });
  return {
    matchId: 21,
    sport: 1,
    recentCount: 10,
    venueCount: 6,
    home: team(1, '曼城', 76),
    away: team(2, '阿森纳', 15),
    headToHead: summary,
    dimensions: [
      dim({ key: 'attack', name: '进攻', home: 62, away: 11, homeValue: 1.86, awayValue: 0.33 }),
      dim({
        key: 'winRate',
        name: '胜率',
        home: 0,
        away: 40,
        homeValue: 0,
        awayValue: 40,
        unit: '%',
      }),
      dim({
        key: 'venue',
        name: '主客场',
        home: 50,
        away: 50,
        homeValue: 50,
        awayValue: 50,
        unit: '%',
      }),
    ],
  };
}

const tidian: MatchTidianList = {
  matchId: 21,
  sport: 1,
  line: 2.5,
  list: [
    { kind: 'headToHead', side: 'both', text: '双方近3次交锋，曼城2胜1平0负，场均2.3球' },
    { kind: 'venue', side: 'home', text: '曼城近4个主场3胜1平0负' },
    { kind: 'overUnder', side: 'away', text: '阿森纳近6场仅1场总进球大于2.5球' },
  ],
};

const information: MatchInformation = {
  matchId: 21,
  sport: 1,
  home: {
    teamId: 1,
    teamName: '曼城',
    teamLogo: null,
    good: [{ kind: 'streak', text: '近期4连胜，士气正旺' }],
    bad: [{ kind: 'congestion', text: '3天后还要在足总杯中对阵切尔西，或有轮换' }],
    suspended: [],
  },
  away: {
    teamId: 2,
    teamName: '阿森纳',
    teamLogo: null,
    good: [],
    bad: [],
    suspended: [],
  },
  neutral: [{ kind: 'headToHead', text: '双方近3次交锋，曼城2胜1平0负' }],
};

function answerAll() {
  api.fetchAbility.mockResolvedValue(ability());
  api.fetchTidian.mockResolvedValue(tidian);
  api.fetchInformation.mockResolvedValue(information);
  api.fetchBoutExploits.mockResolvedValue(bout([]));
  api.fetchNearStatus.mockResolvedValue(nearStatus([], []));
  api.fetchMatchStanding.mockResolvedValue(standing([]));
  api.fetchTeamStanding.mockImplementation((args: { teamId: number }) =>
    Promise.resolve(teamStanding(args.teamId, [])),
  );
  api.fetchScheduleList.mockResolvedValue(schedule([], []));
}

const show = (sport: 'football' | 'basketball' = 'football') =>
  render(<AnalysisTab match={match} sport={sport} live={false} />);
const section = (testId: string) => screen.getByTestId(testId);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => appScheduler.reset());

describe('能力对比', () => {
  it('shows the totals and one mirrored bar pair per axis, the raw figures at the ends', async () => {
    answerAll();
    show();
    expect(within(section('analysis-ability')).getByTestId('tab-skeleton')).toBeTruthy();
    const rows = await within(section('analysis-ability')).findAllByTestId('ability-row');
    expect(api.fetchAbility).toHaveBeenCalledWith(21, expect.anything());
    expect(screen.getByTestId('ability-total').textContent).toBe('76 : 15');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      '进攻 主队62分 客队11分',
      '胜率 主队0分 客队40分',
      '主客场 主队50分 客队50分',
    ]);
    expect(rows[0]!.textContent).toBe('1.86进攻0.33');
    expect(rows[1]!.textContent).toBe('0%胜率40%');
    // The leading side's figure is bold; a level axis bolds neither.
    const bold = (row: HTMLElement) =>
      [...row.querySelectorAll('.mda-own')].map((e) => e.textContent);
    expect(rows.map(bold)).toEqual([['1.86'], ['40%'], []]);
    const bars = [...rows[0]!.querySelectorAll<HTMLElement>('.mdx-ability__bar')];
    expect(bars.map((b) => b.style.width)).toEqual(['62%', '11%']);
    expect([...rows[1]!.querySelectorAll<HTMLElement>('.mdx-ability__bar')][0]!.style.width).toBe(
      '0%',
    );
  });

  it('says so when neither team has played', async () => {
    answerAll();
    api.fetchAbility.mockResolvedValue(ability(0));
    show();
    expect((await within(section('analysis-ability')).findByTestId('tab-empty')).textContent).toBe(
      '暂无能力数据',
    );
  });
});

describe('数据提点 and 赛前情报', () => {
  it('lists each tip behind whose it is', async () => {
    answerAll();
    show();
    const rows = await within(section('analysis-tidian')).findAllByTestId('tidian-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '双方双方近3次交锋，曼城2胜1平0负，场均2.3球',
      '主曼城近4个主场3胜1平0负',
      '客阿森纳近6场仅1场总进球大于2.5球',
    ]);
    expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['both', 'home', 'away']);
  });

  it('shows each team’s good and bad news, a team without any, and the neutral ones', async () => {
    answerAll();
    show();
    const teams = await within(section('analysis-information')).findAllByTestId('info-team');
    expect(teams.map((t) => t.getAttribute('data-side'))).toEqual(['home', 'away']);
    expect(within(teams[0]!).getByTestId('info-good').textContent).toBe('有利近期4连胜，士气正旺');
    expect(within(teams[0]!).getByTestId('info-bad').textContent).toBe(
      '不利3天后还要在足总杯中对阵切尔西，或有轮换',
    );
    expect(teams[1]!.textContent).toContain('暂无情报');
    expect(within(section('info-others')).getByText('双方近3次交锋，曼城2胜1平0负')).toBeTruthy();
  });

  it('keeps a failure in its own section, with a retry', async () => {
    answerAll();
    api.fetchTidian.mockRejectedValueOnce(new ApiError('network', { path: '/sportdata/f' }));
    show();
    const error = await within(section('analysis-tidian')).findByTestId('tab-error');
    expect(await within(section('analysis-information')).findAllByTestId('info-team')).toHaveLength(
      2,
    );
    fireEvent.click(within(error).getByRole('button', { name: '重新加载' }));
    expect(await within(section('analysis-tidian')).findAllByTestId('tidian-row')).toHaveLength(3);
    expect(api.fetchTidian).toHaveBeenCalledTimes(2);
  });

  it('says so when there is nothing to tell', async () => {
    answerAll();
    api.fetchTidian.mockResolvedValue({ ...tidian, list: [] });
    show();
    expect((await within(section('analysis-tidian')).findByTestId('tab-empty')).textContent).toBe(
      '暂无提点',
    );
  });
});

describe('basketball', () => {
  it('shows none of the three', async () => {
    answerAll();
    show('basketball');
    await screen.findByTestId('analysis-h2h');
    expect(screen.queryByTestId('analysis-ability')).toBeNull();
    expect(screen.queryByTestId('analysis-tidian')).toBeNull();
    expect(screen.queryByTestId('analysis-information')).toBeNull();
    expect(api.fetchAbility).not.toHaveBeenCalled();
  });
});
