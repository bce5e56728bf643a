/**
 * Per-tab settings of the match lists (product-spec §3: football keys 0, 407, 405, 401; basketball 0,
 * 406) and the fan's alert preferences, with their defaults and the check applied when read back
 * from storage: anything that does not fit falls back to the default, tab by tab.
 */
import { z } from 'zod/mini';
import {
  BASKETBALL_GAME_TABS,
  defaultOddsCompany,
  FOOTBALL_GAME_TABS,
  type BasketballTabKey,
  type FootballTabKey,
  type Sport,
} from '@entities/match/rules';
import {
  ODDS_TYPE,
  oddsTypesOf,
  providersForTab,
  type OddsProvider,
  type OddsTypeCode,
} from './providers';
import { SPOILER_DELAY_CHOICES_MS } from './timings';

export interface BasketballTabSettings {
  provider: OddsProvider;
  oddsType: OddsTypeCode;
  /** Odds that moved since the last update are highlighted (赔率变化). */
  changed: boolean;
  showRank: boolean;
}

export interface FootballTabSettings extends BasketballTabSettings {
  /** A goal shows a tip (进球提示). */
  goalTip: boolean;
  /** A red card shows a tip (红牌提示). */
  redCardTip: boolean;
  /** Yellow cards are shown on the rows. */
  showYcard: boolean;
}

export type TabSettings = FootballTabSettings | BasketballTabSettings;

export type SpoilerDelayMs = (typeof SPOILER_DELAY_CHOICES_MS)[number];

/** The fan's alert preferences, the same on every tab. */
export interface AlertPrefs {
  /** A short beep on a goal of a followed match. */
  goalSound: boolean;
  /** A vibration on a goal of a followed match. */
  goalVibrate: boolean;
  /** Live updates are held back this long, to stay behind a TV picture. */
  spoilerDelayMs: SpoilerDelayMs;
}

export interface MatchSettings {
  football: Record<FootballTabKey, FootballTabSettings>;
  basketball: Record<BasketballTabKey, BasketballTabSettings>;
  alerts: AlertPrefs;
}

function defaultProvider(sport: Sport, tab: number): OddsProvider {
  const company = defaultOddsCompany(sport, tab);
  const found = providersForTab(sport, tab).find((p) => p.oddsCompany === company);
  return found ?? { description: '皇冠', oddsCompany: company };
}

/** The odds type a tab starts with: what its default company sells first (jingcai: europe). */
function defaultOddsType(company: number): OddsTypeCode {
  const types = oddsTypesOf(company);
  return types.includes(ODDS_TYPE.asia) ? ODDS_TYPE.asia : (types[0] ?? ODDS_TYPE.asia);
}

export function defaultFootballTab(tab: number): FootballTabSettings {
  const provider = defaultProvider('football', tab);
  return {
    provider,
    oddsType: defaultOddsType(provider.oddsCompany),
    goalTip: true,
    redCardTip: true,
    changed: true,
    showYcard: true,
    showRank: true,
  };
}

export function defaultBasketballTab(tab: number): BasketballTabSettings {
  const provider = defaultProvider('basketball', tab);
  return {
    provider,
    oddsType: defaultOddsType(provider.oddsCompany),
    changed: true,
    showRank: true,
  };
}

export const DEFAULT_ALERT_PREFS: AlertPrefs = {
  goalSound: false,
  goalVibrate: false,
  spoilerDelayMs: 0,
};

export function defaultMatchSettings(): MatchSettings {
  return {
    football: Object.fromEntries(
      FOOTBALL_GAME_TABS.map((tab) => [tab, defaultFootballTab(tab)]),
    ) as Record<FootballTabKey, FootballTabSettings>,
    basketball: Object.fromEntries(
      BASKETBALL_GAME_TABS.map((tab) => [tab, defaultBasketballTab(tab)]),
    ) as Record<BasketballTabKey, BasketballTabSettings>,
    alerts: { ...DEFAULT_ALERT_PREFS },
  };
}

const oddsTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const providerSchema = z.object({
  description: z.string().check(z.maxLength(40)),
  oddsCompany: z.int(),
});
const basketballTabSchema = z.object({
  provider: providerSchema,
  oddsType: oddsTypeSchema,
  changed: z.boolean(),
  showRank: z.boolean(),
});
const footballTabSchema = z.extend(basketballTabSchema, {
  goalTip: z.boolean(),
  redCardTip: z.boolean(),
  showYcard: z.boolean(),
});
const alertPrefsSchema = z.object({
  goalSound: z.boolean(),
  goalVibrate: z.boolean(),
  spoilerDelayMs: z.literal([...SPOILER_DELAY_CHOICES_MS]),
});

/**
 * A stored tab's settings when they still make sense for that tab: the provider is one offered there
 * (its name taken from our list, not from storage) and sells the odds type; otherwise undefined.
 */
function checkedTab<T extends BasketballTabSettings>(
  sport: Sport,
  tab: number,
  value: T,
): T | undefined {
  const provider = providersForTab(sport, tab).find(
    (p) => p.oddsCompany === value.provider.oddsCompany,
  );
  if (!provider || !oddsTypesOf(provider.oddsCompany).includes(value.oddsType)) return undefined;
  return { ...value, provider };
}

function readTab<T extends BasketballTabSettings>(
  schema: z.ZodMiniType<T>,
  sport: Sport,
  tab: number,
  raw: unknown,
  fallback: T,
): T {
  const parsed = z.safeParse(schema, raw);
  return (parsed.success && checkedTab(sport, tab, parsed.data)) || fallback;
}

function field(raw: unknown, key: string | number): unknown {
  return raw !== null && typeof raw === 'object'
    ? (raw as Record<string, unknown>)[key]
    : undefined;
}

/** Settings read back from storage: every tab and the alert preferences checked on their own. */
export function parseMatchSettings(raw: unknown): MatchSettings {
  const defaults = defaultMatchSettings();
  const football = field(raw, 'football');
  const basketball = field(raw, 'basketball');
  for (const tab of FOOTBALL_GAME_TABS)
    defaults.football[tab] = readTab(
      footballTabSchema,
      'football',
      tab,
      field(football, tab),
      defaults.football[tab],
    );
  for (const tab of BASKETBALL_GAME_TABS)
    defaults.basketball[tab] = readTab(
      basketballTabSchema,
      'basketball',
      tab,
      field(basketball, tab),
      defaults.basketball[tab],
    );
  const alerts = z.safeParse(alertPrefsSchema, field(raw, 'alerts'));
  if (alerts.success) defaults.alerts = alerts.data;
  return defaults;
}
