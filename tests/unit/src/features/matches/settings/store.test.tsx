// Pins the settings store: per user on the device ('guest' for visitors), O(1) stable selectors,
// corrupt storage falling back to defaults, reload on login and logout.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { forgetCurrentUser, saveCurrentUser } from '@shared/session';
import { StorageKeys } from '@shared/storage';
import {
  type MatchSettings,
  bindMatchSettings,
  defaultMatchSettings,
  getTabSettings,
  loadMatchSettings,
  resetTabSettings,
  updateAlertPrefs,
  updateFootballTab,
  useMatchSettingsStore,
  useTabSettings,
} from '@features/matches/settings';

afterEach(() => {
  loadMatchSettings('guest');
});

function loginAs(id: number) {
  // As a reload finds it: the user cached by an earlier visit.
  localStorage.setItem(StorageKeys.userInfo, JSON.stringify({ id }));
}

describe('match settings store', () => {
  it('keeps settings per user on the device, guest for visitors', () => {
    loadMatchSettings('guest');
    updateFootballTab(0, { goalTip: false });
    expect(
      (JSON.parse(localStorage.getItem('matchSettings:guest')!) as MatchSettings).football[0]
        .goalTip,
    ).toBe(false);
    loadMatchSettings('42');
    expect(getTabSettings('football', 0).goalTip).toBe(true);
    updateFootballTab(0, { showYcard: false });
    loadMatchSettings('guest');
    expect(getTabSettings('football', 0)).toMatchObject({ goalTip: false, showYcard: true });
    loadMatchSettings('42');
    expect(getTabSettings('football', 0)).toMatchObject({ goalTip: true, showYcard: false });
  });

  // Regression (issue 16 item 2): loginSuccess comes before the user index answers, so the id is
  // not known yet at that moment; the settings follow the cached user's id, not the event.
  it('follows the cached user: guest, then the fan once the index answers, then guest again', () => {
    localStorage.setItem(
      'matchSettings:7',
      JSON.stringify({
        ...defaultMatchSettings(),
        alerts: { goalSound: true, goalVibrate: false, spoilerDelayMs: 10_000 },
      }),
    );
    const unbind = bindMatchSettings();
    expect(useMatchSettingsStore.getState().userKey).toBe('guest');
    loginSuccess$.next();
    expect(useMatchSettingsStore.getState().userKey).toBe('guest');
    saveCurrentUser({ id: 7 });
    expect(useMatchSettingsStore.getState().userKey).toBe('7');
    expect(useMatchSettingsStore.getState().settings.alerts.spoilerDelayMs).toBe(10_000);
    updateFootballTab(0, { showYcard: false });
    expect(localStorage.getItem('matchSettings:7')).toContain('"showYcard":false');
    expect(localStorage.getItem('matchSettings:guest') ?? '').not.toContain('"showYcard":false');
    forgetCurrentUser();
    logoutSuccess$.next();
    expect(useMatchSettingsStore.getState().userKey).toBe('guest');
    unbind();
  });

  it('reads the logged-in fan’s settings on start (a reload)', () => {
    localStorage.setItem(
      'matchSettings:8',
      JSON.stringify({
        ...defaultMatchSettings(),
        alerts: { ...defaultMatchSettings().alerts, spoilerDelayMs: 30_000 },
      }),
    );
    loginAs(8);
    const unbind = bindMatchSettings();
    expect(useMatchSettingsStore.getState().userKey).toBe('8');
    expect(useMatchSettingsStore.getState().settings.alerts.spoilerDelayMs).toBe(30_000);
    unbind();
    forgetCurrentUser();
  });

  it('a corrupt stored value falls back to the defaults', () => {
    localStorage.setItem('matchSettings:guest', '{not json');
    expect(loadMatchSettings('guest')).toEqual(defaultMatchSettings());
  });

  it('useTabSettings selects one tab and re-renders only when that tab changes', () => {
    loadMatchSettings('guest');
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTabSettings('football', 407);
    });
    const first = result.current;
    expect(first.provider.oddsCompany).toBe(6);
    act(() => updateFootballTab(0, { goalTip: false }));
    act(() => updateAlertPrefs({ goalSound: true }));
    expect(result.current).toBe(first);
    expect(renders).toBe(1);
    act(() => updateFootballTab(407, { showRank: false }));
    expect(result.current.showRank).toBe(false);
    expect(renders).toBe(2);
  });

  it('an unknown tab key reads stable defaults of tab 0', () => {
    const a = getTabSettings('basketball', 999);
    expect(a).toBe(getTabSettings('basketball', 999));
    expect(a.provider.oddsCompany).toBe(0);
  });

  it('resetTabSettings puts one tab back to its defaults', () => {
    loadMatchSettings('guest');
    updateFootballTab(405, { goalTip: false, oddsType: 3 });
    resetTabSettings('football', 405);
    expect(getTabSettings('football', 405)).toEqual(defaultMatchSettings().football[405]);
  });
});
