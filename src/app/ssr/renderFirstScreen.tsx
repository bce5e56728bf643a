import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router-dom';
import {
  homeEntryPath,
  resolveChannel,
  setRenderedChannel,
  type ResolvedChannel,
} from '@shared/channels';
import { hrefFor, routePatterns } from '@shared/routes';
import { FIRST_SCREENS, HOME_ROUTE } from '../routes/firstScreens';
import { TabsLayout } from '../shell/TabsLayout';

/** Who is visiting, as the server sees the request: what the channel is resolved from. */
export interface FirstScreenVisit {
  hostname: string;
  userAgent: string;
}

export interface RenderedFirstScreen {
  route: typeof HOME_ROUTE;
  /** The screen's module in the build's manifest: its CSS goes into the page with it. */
  module: string;
  /** The channel it was rendered for: the page shows it only to a visit of that channel. */
  agentId: string;
  html: string;
}

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
 * own components, built for Node (`vite build --ssr`), drawn from the data the server answers the
 * screen's call with, so the page shows the screen before any JavaScript has arrived. The server
 * calls `renderHome` per visit (and keeps the answer a few seconds); the page's inline script
 * shows it when the address, the channel and the fan's storage match what was rendered.
 */
export async function firstScreenRenderer() {
  const home = FIRST_SCREENS[HOME_ROUTE];
  const { default: HomePage } = (await home.route.load()) as { default: ComponentType };
  const channelOf = (visit: FirstScreenVisit): ResolvedChannel =>
    resolveChannel({
      queryAgentId: null,
      storedAgentId: null,
      hostname: visit.hostname,
      userAgent: visit.userAgent,
    });
  return {
    /** The agent of the visit's channel: one render serves every visit of that channel. */
    agentOf: (visit: FirstScreenVisit): string => channelOf(visit).agentId,
    /**
     * The home tab from its call's answer (`data`, the gateway's `getHomeMatches` data), or null
     * when the visit's channel opens elsewhere or the data does not pass the contract.
     */
    async renderHome(data: unknown, visit: FirstScreenVisit): Promise<RenderedFirstScreen | null> {
      const channel = channelOf(visit);
      // The channel's own home elsewhere (its guard would redirect): nothing to render.
      if (homeEntryPath(channel.channel) !== hrefFor(HOME_ROUTE)) return null;
      if (!(await home.seed(data))) return null;
      // Set just before the render, with no await between: renders of two channels may overlap.
      setRenderedChannel(channel);
      const html = renderToString(
        <Router location={`/${routePatterns[HOME_ROUTE]}`} navigator={hashLinks} static>
          <Routes>
            <Route element={<TabsLayout />}>
              <Route path={routePatterns[HOME_ROUTE]} element={<HomePage />} />
            </Route>
          </Routes>
        </Router>,
      );
      return { route: HOME_ROUTE, module: home.module, agentId: channel.agentId, html };
    },
  };
}

export type FirstScreenRenderer = Awaited<ReturnType<typeof firstScreenRenderer>>;
