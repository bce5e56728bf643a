/**
 * The session: the login token, login and logout completion, the current user's id, the login gate
 * and the return target after login. The current user's info (the user-index job and its store) is
 * `@shared/session/currentUser`, outside this index because it calls the server (see there).
 */
export * from './token';
export * from './session';
export * from './user';
export * from './useLoggedIn';
export * from './returnTarget';
export * from './loginGate';
