// Pins product-spec §3 "Per-tab settings": the tabs, their fields, defaults, and the check on read-back.
import { describe, expect, it } from 'vitest';
import {
  defaultMatchSettings,
  parseMatchSettings,
  providersForTab,
  oddsTypesOf,
} from '@features/matches/settings';

describe('per-tab settings defaults', () => {
  it('has football keys 0, 407, 405, 401 and basketball keys 0, 406', () => {
    const s = defaultMatchSettings();
    expect(Object.keys(s.football).sort()).toEqual(['0', '401', '405', '407']);
    expect(Object.keys(s.basketball).sort()).toEqual(['0', '406']);
  });

  it('football tabs carry provider, oddsType, goalTip, redCardTip, changed, showYcard, showRank', () => {
    expect(Object.keys(defaultMatchSettings().football[0]).sort()).toEqual([
      'changed',
      'goalTip',
      'oddsType',
      'provider',
      'redCardTip',
      'showRank',
      'showYcard',
    ]);
  });

  it('basketball tabs carry provider, oddsType, changed, showRank', () => {
    expect(Object.keys(defaultMatchSettings().basketball[406]).sort()).toEqual([
      'changed',
      'oddsType',
      'provider',
      'showRank',
    ]);
  });

  it('default company is the crown (0); 407 is official jingcai (6, europe); 406 company 5', () => {
    const s = defaultMatchSettings();
    expect(s.football[0].provider).toEqual({ description: '皇冠', oddsCompany: 0 });
    expect(s.football[401].provider.oddsCompany).toBe(0);
    expect(s.football[405].provider.oddsCompany).toBe(0);
    expect(s.football[407].provider).toEqual({ description: '竞彩官方', oddsCompany: 6 });
    expect(s.football[407].oddsType).toBe(2);
    expect(s.basketball[0].provider.oddsCompany).toBe(0);
    expect(s.basketball[406].provider).toEqual({ description: '篮彩官方', oddsCompany: 5 });
  });

  it('tips are on, alerts are off and the spoiler delay is off by default', () => {
    const s = defaultMatchSettings();
    expect(s.football[0].goalTip).toBe(true);
    expect(s.football[0].redCardTip).toBe(true);
    expect(s.alerts).toEqual({ goalSound: false, goalVibrate: false, spoilerDelayMs: 0 });
  });
});

describe('providers', () => {
  it('official lotteries are offered only on their tabs, first', () => {
    expect(providersForTab('football', 0).map((p) => p.oddsCompany)).not.toContain(6);
    expect(providersForTab('football', 407)[0]).toEqual({
      description: '竞彩官方',
      oddsCompany: 6,
    });
    expect(providersForTab('basketball', 406)[0]?.oddsCompany).toBe(5);
    expect(providersForTab('basketball', 0).map((p) => p.oddsCompany)).not.toContain(4);
  });
  it('jingcai sells europe only', () => {
    expect(oddsTypesOf(6)).toEqual([2]);
    expect(oddsTypesOf(0)).toEqual([1, 2, 3]);
  });
});

type LooseTab = Record<string, unknown> | null;
interface Loose {
  football: Record<string, LooseTab>;
  basketball: Record<string, LooseTab>;
  alerts: Record<string, unknown>;
}
/** The defaults as they come back from JSON, open to corruption. */
function looseDefaults(): Loose {
  return JSON.parse(JSON.stringify(defaultMatchSettings())) as Loose;
}

describe('parseMatchSettings (read back from storage)', () => {
  it('keeps valid stored values', () => {
    const stored = defaultMatchSettings();
    stored.football[0] = { ...stored.football[0], goalTip: false, oddsType: 3 };
    stored.alerts = { goalSound: true, goalVibrate: true, spoilerDelayMs: 30_000 };
    expect(parseMatchSettings(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('falls back to defaults for anything corrupt, tab by tab', () => {
    const stored = looseDefaults();
    stored.football['0']!.goalTip = false;
    stored.football['401']!.showRank = 'yes';
    stored.basketball['406'] = null;
    stored.alerts.spoilerDelayMs = 12_345;
    const read = parseMatchSettings(stored);
    expect(read.football[0].goalTip).toBe(false);
    expect(read.football[401]).toEqual(defaultMatchSettings().football[401]);
    expect(read.basketball[406]).toEqual(defaultMatchSettings().basketball[406]);
    expect(read.alerts).toEqual(defaultMatchSettings().alerts);
  });

  it('rejects a provider not offered on the tab, or an odds type it does not sell', () => {
    const stored = looseDefaults();
    stored.football['0']!.provider = { description: '竞彩官方', oddsCompany: 6 };
    stored.football['407']!.oddsType = 1;
    const read = parseMatchSettings(stored);
    expect(read.football[0].provider.oddsCompany).toBe(0);
    expect(read.football[407]).toEqual(defaultMatchSettings().football[407]);
  });

  it('takes the provider name from our list, not from storage', () => {
    const stored = looseDefaults();
    stored.football['0']!.provider = { description: '<b>x</b>', oddsCompany: 2 };
    expect(parseMatchSettings(stored).football[0].provider).toEqual({
      description: 'Bet365',
      oddsCompany: 2,
    });
  });

  it('anything that is not an object gives the defaults', () => {
    for (const raw of [undefined, null, 42, 'x', []])
      expect(parseMatchSettings(raw)).toEqual(defaultMatchSettings());
  });
});
