/** The home search (issue 37 §2): matches, experts, plans and leagues for a word; the hot words. */
export { searchRoutes } from './routes';
