/** The first screens rendered on the server (issue 20 §3). */
export {
  FIRST_PAGE_MAX_AGE_MS,
  FIRST_SCREENS_KEPT,
  firstScreenPages,
  rendererPath,
  type FirstScreenAnswer,
  type FirstScreens,
  type ScreenCall,
} from './pages';
