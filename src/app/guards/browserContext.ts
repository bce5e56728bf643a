import { currentChannel, isWechatBrowser } from '@shared/channels';
import { isLoggedIn } from '@shared/session/token';
import { localStore, sessionStore, StorageKeys } from '@shared/storage';
import type { GuardContext, GuardEffect } from './types';

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent hides `top`: that is a frame too.
    return true;
  }
}

/** The guard context of a navigation to `url` (the router's request URL). */
export function browserGuardContext(url: URL): GuardContext {
  const { agentId, channel } = currentChannel();
  return {
    path: url.pathname,
    query: url.searchParams,
    href: url.pathname + url.search,
    agentId,
    channel,
    loggedIn: isLoggedIn(),
    framed: isFramed(),
    chatAppBrowser: isWechatBrowser(navigator.userAgent),
    asianCupShown: sessionStore.get(StorageKeys.asianCupShown) === '1',
  };
}

export function applyGuardEffects(effects: ReadonlyArray<GuardEffect>): void {
  for (const effect of effects) {
    if (effect.kind === 'storeLoginBackUrl') {
      localStore.set(StorageKeys.loginBackUrl, effect.url);
    } else {
      sessionStore.set(StorageKeys.asianCupShown, '1');
      sessionStore.set(StorageKeys.asianCupBackUrl, effect.backUrl);
    }
  }
}
