/** The home search's screens, one chunk (loaded by the route registry through index.ts). */
export { default as HomeSearchPage } from './HomeSearchPage';
export { default as SearchPage } from './SearchPage';
export { default as ContentPage } from './ContentPage';
