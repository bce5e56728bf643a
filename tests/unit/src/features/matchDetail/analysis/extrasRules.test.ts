// Pins the ability, tips and intelligence sections' pure rules and their calls: a raw figure's text,
// the leading side, a bar's width, the tip's side label; each call asks with the match id alone
// (calls-errors-spec §7.1, "match based").
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getMatchAnalysisAbility,
  getMatchInfomationApi,
  getMatchTidianList,
} from '@contracts/sportdata/matchExtrasCalls';
import { fetchAbility, fetchInformation, fetchTidian } from '@features/matchDetail/analysis/api';
import {
  abilityBarWidth,
  abilityLeader,
  abilityValueText,
  tidianSideLabel,
} from '@features/matchDetail/analysis/extrasRules';

const http = vi.hoisted(() => ({ sportdata: vi.fn(() => Promise.resolve({})) }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sportdata: http.sportdata,
}));

beforeEach(() => http.sportdata.mockClear());

describe('ability', () => {
  it('prints percentages as the tab does and goals a match as they come', () => {
    expect(abilityValueText(71.4, '%')).toBe('71.4%');
    expect(abilityValueText(83.33, '%')).toBe('83.3%');
    expect(abilityValueText(1.86, '球/场')).toBe('1.86');
    expect(abilityValueText(105, '分/场')).toBe('105');
  });

  it('bolds the higher score, neither when level', () => {
    expect(abilityLeader({ home: 62, away: 11 })).toBe('home');
    expect(abilityLeader({ home: 0, away: 40 })).toBe('away');
    expect(abilityLeader({ home: 50, away: 50 })).toBeNull();
  });

  it('draws a score as its width, a sliver at least above 0, never past the track', () => {
    expect(abilityBarWidth(62)).toBe('62%');
    expect(abilityBarWidth(1)).toBe('2%');
    expect(abilityBarWidth(0)).toBe('0%');
    expect(abilityBarWidth(130)).toBe('100%');
  });
});

describe('tips', () => {
  it('labels whose a tip is', () => {
    expect(['home', 'away', 'both'].map((s) => tidianSideLabel(s as 'home'))).toEqual([
      '主',
      '客',
      '双方',
    ]);
  });
});

describe('calls', () => {
  it('ask with the match id alone, cancellable by the job', async () => {
    const signal = new AbortController().signal;
    await fetchAbility(21, signal);
    await fetchTidian(21, signal);
    await fetchInformation(21, signal);
    expect(http.sportdata.mock.calls).toEqual([
      [getMatchAnalysisAbility, { matchId: 21 }, { signal }],
      [getMatchTidianList, { matchId: 21 }, { signal }],
      [getMatchInfomationApi, { matchId: 21 }, { signal }],
    ]);
  });
});
