export { openTrapCount, tabbablesIn, trapFocus, type FocusTrapOptions } from './focusTrap';
export { useFocusTrap } from './useFocusTrap';
export { onRovingKeyDown, rovingTabIndex } from './rovingKeys';
export { prefersReducedMotion, REDUCED_MOTION_QUERY, useReducedMotion } from './reducedMotion';
export {
  announce,
  announcements,
  ANNOUNCEMENTS_KEPT,
  clearAnnouncements,
  LIVE_REGION_ID,
} from './announcer';
export { LiveRegion } from './LiveRegion';
