export {
  ODDS_PROVIDERS,
  ODDS_TYPE,
  ODDS_TYPE_CODES,
  ODDS_TYPE_LABELS,
  oddsTypesOf,
  providersForTab,
  type OddsProvider,
  type OddsTypeCode,
} from './providers';
export {
  DEFAULT_ALERT_PREFS,
  defaultBasketballTab,
  defaultFootballTab,
  defaultMatchSettings,
  parseMatchSettings,
  type AlertPrefs,
  type BasketballTabSettings,
  type FootballTabSettings,
  type MatchSettings,
  type SpoilerDelayMs,
  type TabSettings,
} from './schema';
export {
  bindMatchSettings,
  getAlertPrefs,
  getTabSettings,
  loadMatchSettings,
  resetTabSettings,
  setMatchSettingsStorage,
  updateAlertPrefs,
  updateBasketballTab,
  updateFootballTab,
  useAlertPrefs,
  useMatchSettingsStore,
  useTabSettings,
  type MatchSettingsState,
} from './store';
export { deviceUserKey } from './userKey';
export { TabSettingsSheet, type TabSettingsSheetProps } from './TabSettingsSheet';
