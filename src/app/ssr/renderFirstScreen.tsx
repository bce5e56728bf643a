import { renderToString } from 'react-dom/server';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router-dom';
import { resetMatchesStore } from '@entities/match';
import { appNow, appScheduler } from '@schedulers/appScheduler';
import { homeServerScreen } from '@features/home/serverRender';
import { listServerScreen } from '@features/matches/list/serverRender';
import { detailServerScreen } from '@features/matchDetail/serverRender';
import {
  channelShowIf,
  homeEntryPath,
  resolveChannel,
  setRenderedChannel,
  type ResolvedChannel,
} from '@shared/channels';
import { hrefFor, routePatterns, type RouteName } from '@shared/routes';
import type { ScreenCall, ServerScreen, ShowCondition } from '@shared/ssr';
import { HOME_ROUTE } from '../routes/firstScreens';
import { AppShell } from '../shell/AppShell';
import { ScreenBoundary } from '../shell/ScreenBoundary';
import { TabsLayout } from '../shell/TabsLayout';

/** Who is visiting, as the server sees the request: what the channel is resolved from. */
export interface FirstScreenVisit {
  hostname: string;
  userAgent: string;
}

export interface RenderedFirstScreen {
  route: RouteName;
  /** The screen's module in the build's manifest: its CSS goes into the page with it. */
  module: string;
  /** What the visit must hold for the page's script to show it (the channel's among them). */
  showIf: ShowCondition[];
  html: string;
}

/**
 * The screens the server renders (issue 20 §3): the home tab, which an address without a route
 * opens and the page carries, and the list tabs and the match pages, which the page's script asks
 * for when the address opens one. Each feature says what its screen is drawn from (ServerScreen); `rendersFor` is the
 * route's guard as the server can run it.
 */
const SCREENS: Partial<
  Record<RouteName, ServerScreen & { rendersFor?: (channel: ResolvedChannel) => boolean }>
> = {
  [HOME_ROUTE]: {
    ...homeServerScreen,
    // The channel's own home elsewhere (the route's guard would redirect): nothing to render.
    rendersFor: (channel) => homeEntryPath(channel.channel) === hrefFor(HOME_ROUTE),
  },
  'tabs/match': listServerScreen('football'),
  'tabs/match-bk': listServerScreen('basketball'),
  'match-detail': detailServerScreen('football'),
  'bk-match-detail': detailServerScreen('basketball'),
};

/**
 * The query a screen is rendered at: only the parameters it depends on, in its own order, from
 * what the page's script sent (a match page's `matchId`); empty for a screen of none.
 */
function renderedQuery(screen: ServerScreen, search: string): URLSearchParams {
  const sent = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of screen.params ?? []) {
    const value = sent.get(name);
    if (value !== null) query.set(name, value);
  }
  return query;
}

/** A tab's page is drawn inside the tabs layout (its pattern is under `tabs/`; routes/types.ts). */
const isTabPattern = (pattern: string) => pattern.startsWith('tabs/');

/**
 * Links render as the app's hash links: a tap on the rendered page before the app has started goes
 * where the app would go. Nothing navigates on the server.
 */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

/**
 * The first screen rendered on the server (issue 20 §3; docs/decisions/first-screen.md): the app's
 * own components, built for Node (`vite build --ssr`), drawn from the answer of the screen's first
 * call, so the page shows the screen before any JavaScript has arrived. The server answers each
 * screen's call (`screens`) and calls `render` per visit, keeping the result a few seconds; the
 * page's inline script shows it when the visit holds its `showIf`.
 */
export async function firstScreenRenderer() {
  const channelOf = (visit: FirstScreenVisit): ResolvedChannel =>
    resolveChannel({
      queryAgentId: null,
      storedAgentId: null,
      hostname: visit.hostname,
      userAgent: visit.userAgent,
    });
  const loaded = new Map<string, Awaited<ReturnType<ServerScreen['load']>>>();
  for (const [route, screen] of Object.entries(SCREENS)) loaded.set(route, await screen.load());
  return {
    /** The route the page carries: the one an address without a route opens. */
    pageRoute: HOME_ROUTE as RouteName,
    /** The routes of the screens rendered, each with the parameters of the query it depends on. */
    screens: Object.entries(SCREENS).map(([route, screen]) => ({
      route: route as RouteName,
      params: screen.params ?? [],
    })),
    /**
     * The call whose answer the screen at `route` and `search` (the query the page's script sent)
     * is drawn from, and the query it is rendered at; null when there is no such screen or the
     * query names nothing to render (a broken match link).
     */
    callOf(at: string, search: string): { call: ScreenCall; query: string } | null {
      const screen = SCREENS[at as RouteName];
      if (!screen) return null;
      const query = renderedQuery(screen, search);
      const call = typeof screen.call === 'function' ? screen.call(query) : screen.call;
      return call ? { call, query: query.toString() } : null;
    },
    /** The agent of the visit's channel: one render serves every visit of that channel. */
    agentOf: (visit: FirstScreenVisit): string => channelOf(visit).agentId,
    /**
     * The screen at `route` and `query` (as callOf gave it) from its call's answer (`data`, the
     * gateway's data), or null when it is not rendered for the visit's channel or the data does
     * not pass the call's contract.
     */
    render(
      at: string,
      data: unknown,
      visit: FirstScreenVisit,
      query = '',
    ): RenderedFirstScreen | null {
      const route = at as RouteName;
      const screen = SCREENS[route];
      const page = loaded.get(route);
      const channel = channelOf(visit);
      if (!screen || !page || (screen.rendersFor && !screen.rendersFor(channel))) return null;
      // One render at a time, start to end with no await: the store and the scheduler hold this
      // screen's data only (no job runs on the server; the jobs seeded for earlier renders, one per
      // match page, are forgotten).
      resetMatchesStore();
      appScheduler.reset();
      if (!page.seed(data, appNow(), new URLSearchParams(query))) return null;
      setRenderedChannel(channel);
      // The app's own tree around the screen (its shell, tabs layout and the screen's boundary), so
      // the markup is the app's first render at this route, node for node: the app hydrates it
      // instead of drawing the rows again (issue 31).
      const pattern = routePatterns[route];
      const screenElement = (
        <ScreenBoundary>
          <page.Page />
        </ScreenBoundary>
      );
      const html = renderToString(
        <Router location={`/${pattern}${query ? `?${query}` : ''}`} navigator={hashLinks} static>
          <Routes>
            <Route element={<AppShell />}>
              {isTabPattern(pattern) ? (
                <Route element={<TabsLayout />}>
                  <Route path={pattern} element={screenElement} />
                </Route>
              ) : (
                // As the app's router draws a page outside the tabs: the main landmark itself.
                <Route
                  path={pattern}
                  element={<main className="page-main">{screenElement}</main>}
                />
              )}
            </Route>
          </Routes>
        </Router>,
      );
      return {
        route,
        module: screen.module,
        showIf: [...channelShowIf(channel.agentId), ...screen.showIf],
        html,
      };
    },
  };
}

export type FirstScreenRenderer = Awaited<ReturnType<typeof firstScreenRenderer>>;
