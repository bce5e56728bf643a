/**
 * The parts of the plan page that any paid reading of a match shows the same way: the expert, the
 * match, the paywall, the picks read from the interpretation format, and the price and result
 * texts. Interpretations (解读) import them from here rather than drawing their own; the app shell
 * never does, so they load with the screens that show them. Each part brings its own styles.
 */
export { PlanExpert as ReadingExpert } from './PlanExpert';
export { PlanMatch as ReadingMatch } from './PlanMatch';
export { PlanPaywall as ReadingPaywall } from './PlanPaywall';
export { PlanPicks as ReadingPicks } from './PlanPicks';
export { planIdOf as readingIdOf, planPriceText, planResultText } from './rules';
