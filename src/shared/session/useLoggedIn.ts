import { useSyncExternalStore } from 'react';
import { loginSuccess$, logoutSuccess$ } from '../events';
import { isLoggedIn } from './token';

function subscribe(onChange: () => void): () => void {
  const a = loginSuccess$.subscribe(onChange);
  const b = logoutSuccess$.subscribe(onChange);
  return () => {
    a.unsubscribe();
    b.unsubscribe();
  };
}

/** The server's render of a first screen knows no fan: it draws the page as a visitor sees it. */
const visitor = () => false;

/** Whether a fan is logged in, re-rendering on login and logout (product-spec §4 events). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, visitor);
}
