/** Match centre on the server (issue 7 item 2, tips): plans and interpretations of a match. */
export { matchcenterRoutes } from './routes';
export type { TipRow } from './queries';
