/**
 * The special-data screens that draw no chart, in one chunk loaded with the first of them (one lazy
 * import in the route registry instead of one per screen: the home tab's first load stays under its
 * budget). The chart screens (the Kelly and dispersion changes, the exchange's volumes) are chunks of their own, so uPlot loads only with them.
 */
export { default as SpecialIndexPage } from './SpecialIndexPage';
export { default as SpecialListPage } from './SpecialListPage';
export { default as DispersedPage } from './DispersedPage';
export { default as KellyDetailPage } from './KellyDetailPage';
export { default as ProportionDetailPage } from './ProportionDetailPage';
export { default as SameOddsDetailPage } from './SameOddsDetailPage';
export { default as IntroducePage } from './IntroducePage';
