/**
 * 搜索 (issue 37 §2; docs/decisions/home-search.md): the home search's entry, its results by tab
 * and the shareable results of a word. The route registry takes the screens from here, loaded on
 * first use as one chunk.
 */
const screens = () => import('./screens');

export const searchScreens = {
  /** `home-search`: the box, the history and 热门搜索. */
  entry: () => screens().then((m) => ({ default: m.HomeSearchPage })),
  /** `home-search/searchPage?words=&tab=`. */
  results: () => screens().then((m) => ({ default: m.SearchPage })),
  /** `home-search/content?words=`. */
  content: () => screens().then((m) => ({ default: m.ContentPage })),
};
