// Pins what the server sends with a list's render for the page's script to check (issue 20 §3;
// src/shared/ssr/showIf.ts, features/matches/list/serverRender.ts): values written as JSON with
// sorted keys, and conditions naming the keys the list's opening view is read from. The page's
// script applying them is pinned in Chromium (tests/e2e/firstScreen.test.ts).
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@shared/ssr';
import { channelShowIf } from '@shared/channels';
import { listServerScreen } from '@features/matches/list/serverRender';
import { defaultMatchSettings } from '@features/matches/settings/schema';
import { TAB_LOCATIONS } from '@features/matches/tabLearning/learning';

describe('canonicalJson', () => {
  it('writes objects with sorted keys at every depth, arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson('全部')).toBe('"全部"');
    expect(canonicalJson(true)).toBe('true');
  });
});

describe('what a list render is shown with', () => {
  it('the channel: no agent in the address, none or the same stored', () => {
    expect(channelShowIf('2335037')).toEqual([
      { query: 'agentId', allow: [''] },
      { stored: 'agentId', allow: ['', '2335037'] },
    ]);
  });

  it('the football list: 全部 in the address, game tab 0 learnt, the tab’s default settings', () => {
    expect(listServerScreen('football').showIf).toEqual([
      { query: 'state', allow: ['', 'all'] },
      {
        stored: 'tabLearning:',
        prefix: true,
        path: ['defaults', String(TAB_LOCATIONS.fbGameType)],
        allow: ['', '0'],
      },
      {
        stored: 'matchSettings:',
        prefix: true,
        path: ['football', '0'],
        allow: ['', canonicalJson(defaultMatchSettings().football[0])],
      },
    ]);
  });

  it('the basketball list reads its own location and settings', () => {
    const [, learnt, settings] = listServerScreen('basketball').showIf;
    expect(learnt).toMatchObject({ path: ['defaults', String(TAB_LOCATIONS.bkGameType)] });
    expect(settings).toMatchObject({
      path: ['basketball', '0'],
      allow: ['', canonicalJson(defaultMatchSettings().basketball[0])],
    });
  });

  it('asks the call the list’s first load asks', () => {
    expect(listServerScreen('football').call).toMatchObject({
      name: 'getMatchListByDate',
      args: { sportType: 1, matchStatus: 0, game: 0, oddsCompany: 0, pageNo: 1, pageSize: 20 },
    });
    expect(listServerScreen('basketball').call).toMatchObject({ args: { sportType: 2 } });
  });
});
