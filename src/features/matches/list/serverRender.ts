import { getMatchListByDate } from '@contracts/sportdata/matchCalls';
import type { Sport } from '@entities/match';
import { StorageKeys } from '@shared/storage';
import { canonicalJson, type ServerScreen } from '@shared/ssr';
import { defaultMatchSettings } from '../settings/schema';
import { userStorageKey } from '../settings/userKey';
import {
  defaultListQuery,
  firstListCallArgs,
  loadBasketballListPage,
  loadFootballListPage,
} from './firstScreen';
import { gameTabLocation } from './openingView';

const LOADS = { football: loadFootballListPage, basketball: loadBasketballListPage } as const;
/** The pages' modules as the build's manifest names them: the server inlines their CSS. */
const MODULES: Readonly<Record<Sport, string>> = {
  football: 'src/features/matches/list/FootballListPage.tsx',
  basketball: 'src/features/matches/list/BasketballListPage.tsx',
};

/**
 * A list screen as the server renders it (src/app/ssr): the list a fan with nothing saved opens on
 * (defaultListQuery), drawn with the default settings of its game tab. It is right for a fan whose
 * address names no other state tab, who has not made another game tab their default (tab
 * learning), and whose settings of that tab are the defaults; anyone else sees the skeleton and the
 * app draws their own list. Settings and learning of every user on the device are checked: the
 * page's script does not know who is logged in.
 */
export function listServerScreen(sport: Sport): ServerScreen {
  const query = defaultListQuery(sport);
  const settings = defaultMatchSettings()[sport] as Record<number, unknown>;
  return {
    load: async () => {
      const { seedListPage } = await import('./seed');
      return {
        Page: (await LOADS[sport]()).default,
        seed: (data: unknown) => seedListPage(query, data),
      };
    },
    module: MODULES[sport],
    call: { name: getMatchListByDate.name, args: firstListCallArgs(query) },
    showIf: [
      { query: 'state', allow: ['', query.state] },
      {
        stored: userStorageKey(StorageKeys.tabLearning, ''),
        prefix: true,
        path: ['defaults', String(gameTabLocation(sport))],
        allow: ['', String(query.game)],
      },
      {
        stored: userStorageKey(StorageKeys.matchSettings, ''),
        prefix: true,
        path: [sport, String(query.game)],
        allow: ['', canonicalJson(settings[query.game])],
      },
    ],
  };
}
