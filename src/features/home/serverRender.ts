import { getHomeMatches } from '@contracts/sportdata/homeCalls';
import type { ServerScreen } from '@shared/ssr';
import { loadHomePage } from './firstScreen';
import { HOME_MATCHES_ARGS } from './homeCallArgs';

/**
 * The home tab as the server renders it (src/app/ssr): from its one call's answer, right for every
 * visit of the channel it was rendered for — it keeps nothing per fan.
 */
export const homeServerScreen: ServerScreen = {
  load: async () => ({
    Page: (await loadHomePage()).default,
    seed: (await import('./seed')).seedHomeMatches,
  }),
  // As the build's manifest names it: the server inlines its CSS with the render.
  module: 'src/features/home/HomePage.tsx',
  call: { name: getHomeMatches.name, args: HOME_MATCHES_ARGS },
  showIf: [],
};
