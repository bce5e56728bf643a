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

/** Whether a fan is logged in, re-rendering on login and logout (product-spec §4 events). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn);
}
