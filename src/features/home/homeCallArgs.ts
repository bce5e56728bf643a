/**
 * The home tab's call asks for the server's default sizes. Its own file: the app's call (api.ts)
 * and the first-screen script's early one (firstScreen.ts) ask the same.
 */
export const HOME_MATCHES_ARGS = {};
