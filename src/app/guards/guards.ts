import {
  ASIAN_CUP_PAY1_AGENT_ID,
  ASIAN_CUP_PAY2_AGENT_ID,
  homeEntryPath,
  usesJdUserCenter,
  usesThirdPartyLogin,
} from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { ALLOW, type Guard } from './types';

export const NOTICE_PATH = hrefFor('notice');
export const LOGIN_PATH = hrefFor('login');
export const DEFAULT_LOGIN_BACK_URL = hrefFor('home');
export const JD_USER_CENTER_PATH = hrefFor('tabs/jd/user-center');

/** Pages a visitor must reach to be able to log in at all. */
const ACCOUNT_PATHS = [
  LOGIN_PATH,
  hrefFor('login/third-party'),
  hrefFor('register'),
  hrefFor('retrieve'),
  NOTICE_PATH,
];

/** Only in-app paths are followed after login: never another origin (`//evil`), never a scheme. */
export function safeBackUrl(
  value: string | null | undefined,
  fallback = DEFAULT_LOGIN_BACK_URL,
): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  return value;
}

export function loginHref(returnTo: string): string {
  return hrefFor('login', {}, { backUrl: returnTo });
}

/** A framed page is replaced with a blank notice page. */
export const framedGuard: Guard = (ctx) =>
  ctx.framed && ctx.path !== NOTICE_PATH ? { kind: 'redirect', to: NOTICE_PATH } : ALLOW;

/** In the chat-app browser a visitor is sent to login. */
export const chatAppBrowserGuard: Guard = (ctx) => {
  if (!ctx.chatAppBrowser || ctx.loggedIn || ACCOUNT_PATHS.includes(ctx.path)) return ALLOW;
  return { kind: 'redirect', to: loginHref(ctx.href) };
};

const ASIAN_CUP_PAY: Readonly<Record<string, string>> = {
  [ASIAN_CUP_PAY1_AGENT_ID]: '1',
  [ASIAN_CUP_PAY2_AGENT_ID]: '2',
};

/** The two special channels open on the asian-cup page once per session, remembering where they were going. */
export const asianCupGuard: Guard = (ctx) => {
  const pay = ASIAN_CUP_PAY[ctx.agentId];
  if (pay === undefined || ctx.asianCupShown) return ALLOW;
  return {
    kind: 'redirect',
    to: hrefFor('hd/asian-cup', {}, { pay, agentId: ctx.agentId }),
    effects: [{ kind: 'markAsianCupShown', backUrl: ctx.href }],
  };
};

/** JD and Tq open on /home-jd, CNB on /tabs/plan, everyone else on /tabs/home. */
export const homeEntryGuard: Guard = (ctx) => {
  const target = homeEntryPath(ctx.channel);
  return ctx.path === target ? ALLOW : { kind: 'redirect', to: target };
};

/** The home guard: the asian-cup redirect first, then the channel's home entry. */
export const homeGuard: Guard = (ctx) => {
  const asianCup = asianCupGuard(ctx);
  return asianCup.kind === 'allow' ? homeEntryGuard(ctx) : asianCup;
};

/** Protected pages: a logged-in user, or anyone with `toApp` in the query; otherwise login, remembering the target. */
export const authGuard: Guard = (ctx) => {
  if (ctx.loggedIn || ctx.query.has('toApp')) return ALLOW;
  return {
    kind: 'redirect',
    to: loginHref(ctx.href),
    effects: [{ kind: 'storeLoginBackUrl', url: ctx.href }],
  };
};

/**
 * The login page: remembers backUrl (default /home). A logged-in user is blocked from it and goes on to
 * that address; channels whose host app logs fans in run third-party login instead.
 */
export const loginGuard: Guard = (ctx) => {
  const backUrl = safeBackUrl(ctx.query.get('backUrl'));
  const effects = [{ kind: 'storeLoginBackUrl' as const, url: backUrl }];
  if (ctx.loggedIn) return { kind: 'redirect', to: backUrl, effects };
  if (usesThirdPartyLogin(ctx.channel))
    return { kind: 'thirdPartyLogin', channel: ctx.channel, backUrl, effects };
  return { kind: 'allow', effects };
};

/** The chat-app redirect of expert, circle and VIP pages is disabled in the product: it always allows. */
export const chatAppGuard: Guard = () => ALLOW;

/** The shopping platform and the two partners have their own user centre. */
export const jdUserCenterGuard: Guard = (ctx) =>
  usesJdUserCenter(ctx.channel) ? { kind: 'redirect', to: JD_USER_CENTER_PATH } : ALLOW;
