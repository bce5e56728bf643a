/** The first screen rendered on the server: what features give it (issue 20 §3). */
export type { ScreenCall, ServerScreen } from './serverScreen';
export { canonicalJson, type ShowCondition } from './showIf';
export {
  beginFirstScreenHydration,
  endFirstScreenHydration,
  isHydratingFirstScreen,
} from './hydration';
