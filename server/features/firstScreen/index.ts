/** The first screen rendered into the page on the server (issue 20 §3). */
export { FIRST_PAGE_MAX_AGE_MS, firstScreenPages, rendererPath } from './pages';
