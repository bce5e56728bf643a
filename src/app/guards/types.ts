import type { ChannelId } from '@shared/channels';

/** Everything a guard may look at. Built once per navigation from the browser (./context.ts). */
export interface GuardContext {
  /** Path of the target, e.g. '/tabs/home'. */
  path: string;
  query: URLSearchParams;
  /** The target as a path with its query, used as a return address. */
  href: string;
  agentId: string;
  channel: ChannelId;
  loggedIn: boolean;
  /** The app is running inside someone else's frame. */
  framed: boolean;
  /** The page is open in the chat app's (WeChat's) in-app browser. */
  chatAppBrowser: boolean;
  /** The asian-cup redirect already ran in this browser session. */
  asianCupShown: boolean;
}

/** Side effects a guard asks for; the router applies them, the guards stay pure. */
export type GuardEffect =
  { kind: 'storeLoginBackUrl'; url: string } | { kind: 'markAsianCupShown'; backUrl: string };

export type GuardOutcome =
  | { kind: 'allow'; effects?: GuardEffect[] }
  | { kind: 'redirect'; to: string; effects?: GuardEffect[] }
  | { kind: 'thirdPartyLogin'; channel: ChannelId; backUrl: string; effects?: GuardEffect[] };

export type Guard = (ctx: GuardContext) => GuardOutcome;

export const ALLOW: GuardOutcome = { kind: 'allow' };
