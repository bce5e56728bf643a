import { loadHomePage, seedFirstHome, sendFirstHomeCall } from '@features/home/firstScreen';
import {
  loadBasketballListPage,
  loadFootballListPage,
  seedFirstList,
  sendFirstListCall,
} from '@features/matches/list/firstScreen';
import {
  loadBasketballDetailPage,
  loadFootballDetailPage,
  seedFirstDetail,
  sendFirstDetailCall,
} from '@features/matchDetail/firstScreen';
import type { RouteName } from '@shared/routes';
import type { RouteDef, RouteGuardName } from './types';

/**
 * The screens a fan most often opens the app on, with what the first-screen script
 * (src/app/firstScreen.ts) starts for them before the app's code has arrived: the screen's chunk,
 * and its first call. Their routes (tabRoutes.ts) take `route` from here, so the guards the script
 * checks and the chunk it loads are the route's own.
 */
export interface FirstScreen {
  route: Pick<RouteDef, 'load' | 'pageResourceId'> & { guards: ReadonlyArray<RouteGuardName> };
  /** Sends the screen's first call; `query` is the address's query. */
  sendFirstCall: (query: URLSearchParams) => void;
  /**
   * Seeds the screen with the data the server rendered it from (the page's #first-screen-data);
   * false when that data does not pass the call's contract. Screens the server renders have one.
   */
  seed?: (data: unknown, query: URLSearchParams) => Promise<boolean>;
}

/** The route an address without one opens (the route tree redirects there). */
export const HOME_ROUTE = 'tabs/home';

export const FIRST_SCREENS = {
  'tabs/home': {
    route: { guards: ['home'], load: loadHomePage },
    sendFirstCall: sendFirstHomeCall,
    seed: seedFirstHome,
  },
  'tabs/match': {
    route: { guards: [], pageResourceId: 923155608, load: loadFootballListPage },
    sendFirstCall: (query) => sendFirstListCall('football', query),
    seed: (data) => seedFirstList('football', data),
  },
  'tabs/match-bk': {
    route: { guards: [], pageResourceId: 923155608, load: loadBasketballListPage },
    sendFirstCall: (query) => sendFirstListCall('basketball', query),
    seed: (data) => seedFirstList('basketball', data),
  },
  // A match page, opened from a shared link or a notification: rendered by the server for the
  // match its address names (the page's script asks for it), its chunk and match asked at once.
  'match-detail': {
    route: { guards: [], load: loadFootballDetailPage },
    sendFirstCall: (query) => sendFirstDetailCall('football', query),
    seed: (data, query) => seedFirstDetail('football', data, query),
  },
  'bk-match-detail': {
    route: { guards: [], load: loadBasketballDetailPage },
    sendFirstCall: (query) => sendFirstDetailCall('basketball', query),
    seed: (data, query) => seedFirstDetail('basketball', data, query),
  },
} as const satisfies Partial<Record<RouteName, FirstScreen>>;
