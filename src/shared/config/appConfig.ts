/**
 * Build-time configuration (product-spec §3 "App config"). Values come from Vite env variables so a
 * deployment can point the app elsewhere without a code change; the defaults fit the companion server,
 * which serves the app and its API from one origin.
 */
export interface AppConfig {
  /** Base URL of every call. Empty means the page's own origin. */
  apiHost: string;
  appVersion: string;
  platform: 'wap';
  /** Shared secret of the sport-data gateway's verifyStr. The development default is in the README. */
  sportdataSecret: string;
  /** Asia-handicap label and the "simple" flag of the match lists. */
  asiaHandicapLabel: string;
  simpleFlag: 'simple';
}

export const DEV_SPORTDATA_SECRET = 'matchday-dev-secret';

export const appConfig: AppConfig = {
  apiHost: import.meta.env.VITE_API_HOST ?? '',
  appVersion: '7.3.0',
  platform: 'wap',
  sportdataSecret: import.meta.env.VITE_SPORTDATA_SECRET ?? DEV_SPORTDATA_SECRET,
  asiaHandicapLabel: '让球',
  simpleFlag: 'simple',
};
