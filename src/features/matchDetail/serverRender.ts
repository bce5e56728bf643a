import type { Sport } from '@entities/match';
import type { ServerScreen } from '@shared/ssr';
import { detailMatchCall, loadBasketballDetailPage, loadFootballDetailPage } from './firstScreen';
import { parseMatchId } from './matchIdParam';

const LOADS = { football: loadFootballDetailPage, basketball: loadBasketballDetailPage } as const;
/** The pages' modules as the build's manifest names them: the server inlines their CSS. */
const MODULES: Readonly<Record<Sport, string>> = {
  football: 'src/features/matchDetail/FootballDetailPage.tsx',
  basketball: 'src/features/matchDetail/BasketballDetailPage.tsx',
};

/**
 * A match page as the server renders it (src/app/ssr; issue 38): the header — teams, score, minute,
 * the page's largest paint — and the tab bar, drawn from the header call's answer for the match the
 * address names; the open tab's content is drawn by the app. Right for an address that opens the
 * default tab (no `tab` parameter); another tab's address sees the skeleton and the app draws it.
 */
export function detailServerScreen(sport: Sport): ServerScreen {
  return {
    load: async () => {
      const { seedDetailMatch } = await import('./seed');
      return {
        Page: (await LOADS[sport]()).default,
        seed: (data, receivedAt, query) =>
          seedDetailMatch(sport, parseMatchId(query.get('matchId')), data, receivedAt),
      };
    },
    module: MODULES[sport],
    call: (query) => detailMatchCall(sport, query),
    params: ['matchId'],
    showIf: [{ query: 'tab', allow: [''] }],
  };
}
