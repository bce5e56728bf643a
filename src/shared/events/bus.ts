import { Subject } from 'rxjs';

/**
 * App-wide events (product-spec §4 "Start and login"). Features subscribe; the session and the http
 * layer publish. Subjects, not a store, because these are moments rather than state.
 */
export const loginSuccess$ = new Subject<void>();
export const logoutSuccess$ = new Subject<void>();
/** Something needs a logged-in user; the shell opens login with this address as the return target. */
export const loginRequired$ = new Subject<{ returnTo: string }>();
