/**
 * The match lists' settings store: per-tab settings and alert preferences of the fan on this device
 * (kept in local storage per user id, or 'guest'). Rows and headers select one tab's settings by key,
 * an O(1) read that returns the same object until that tab changes.
 */
import { create } from 'zustand';
import { isGameTab, type BasketballTabKey, type FootballTabKey, type Sport } from '@entities/match';
import { currentUserId$ } from '@shared/session';
import { readStoredSettings, saveStoredSettings, tabSettingsOf } from './read';
import {
  defaultBasketballTab,
  defaultFootballTab,
  defaultMatchSettings,
  type AlertPrefs,
  type BasketballTabSettings,
  type FootballTabSettings,
  type MatchSettings,
} from './schema';
import { deviceUserKey } from './userKey';

export { setMatchSettingsStorage } from './read';

export interface MatchSettingsState {
  /** Whose settings are loaded: a user id or 'guest'. */
  userKey: string;
  settings: MatchSettings;
}

export const useMatchSettingsStore = create<MatchSettingsState>(() => ({
  userKey: 'guest',
  settings: defaultMatchSettings(),
}));

/** Reads one user's settings from storage into the store (defaults when none or corrupt). */
export function loadMatchSettings(userKey: string = deviceUserKey()): MatchSettings {
  const settings = readStoredSettings(userKey);
  useMatchSettingsStore.setState({ userKey, settings });
  return settings;
}

function save(state: MatchSettingsState): void {
  saveStoredSettings(state.userKey, state.settings);
}

/**
 * Loads the current user's settings now and again whenever the cached user changes (a login is
 * known by its id only once the user index has answered; a logout forgets it). Returns cleanup.
 */
export function bindMatchSettings(): () => void {
  const subscription = currentUserId$().subscribe((id) => {
    loadMatchSettings(id || 'guest');
  });
  return () => subscription.unsubscribe();
}

export function updateFootballTab(tab: FootballTabKey, patch: Partial<FootballTabSettings>): void {
  const state = useMatchSettingsStore.getState();
  const football = {
    ...state.settings.football,
    [tab]: { ...state.settings.football[tab], ...patch },
  };
  const next = { ...state, settings: { ...state.settings, football } };
  useMatchSettingsStore.setState(next);
  save(next);
}

export function updateBasketballTab(
  tab: BasketballTabKey,
  patch: Partial<BasketballTabSettings>,
): void {
  const state = useMatchSettingsStore.getState();
  const basketball = {
    ...state.settings.basketball,
    [tab]: { ...state.settings.basketball[tab], ...patch },
  };
  const next = { ...state, settings: { ...state.settings, basketball } };
  useMatchSettingsStore.setState(next);
  save(next);
}

export function updateAlertPrefs(patch: Partial<AlertPrefs>): void {
  const state = useMatchSettingsStore.getState();
  const next = {
    ...state,
    settings: { ...state.settings, alerts: { ...state.settings.alerts, ...patch } },
  };
  useMatchSettingsStore.setState(next);
  save(next);
}

/** Puts one tab back to its defaults. */
export function resetTabSettings(sport: Sport, tab: number): void {
  if (!isGameTab(sport, tab)) return;
  if (sport === 'football') updateFootballTab(tab as FootballTabKey, defaultFootballTab(tab));
  else updateBasketballTab(tab as BasketballTabKey, defaultBasketballTab(tab));
}

/** One tab's settings outside React. */
export function getTabSettings(sport: 'football', tab: number): FootballTabSettings;
export function getTabSettings(sport: 'basketball', tab: number): BasketballTabSettings;
export function getTabSettings(
  sport: Sport,
  tab: number,
): FootballTabSettings | BasketballTabSettings;
export function getTabSettings(sport: Sport, tab: number) {
  return selectTab(useMatchSettingsStore.getState(), sport, tab);
}

function selectTab(state: MatchSettingsState, sport: Sport, tab: number) {
  return tabSettingsOf(state.settings, sport, tab);
}

/** One tab's settings in a component; re-renders only when that tab's settings change. */
export function useTabSettings(sport: 'football', tab: number): FootballTabSettings;
export function useTabSettings(sport: 'basketball', tab: number): BasketballTabSettings;
export function useTabSettings(
  sport: Sport,
  tab: number,
): FootballTabSettings | BasketballTabSettings;
export function useTabSettings(sport: Sport, tab: number) {
  return useMatchSettingsStore((state) => selectTab(state, sport, tab));
}

export function getAlertPrefs(): AlertPrefs {
  return useMatchSettingsStore.getState().settings.alerts;
}

export function useAlertPrefs(): AlertPrefs {
  return useMatchSettingsStore((state) => state.settings.alerts);
}
