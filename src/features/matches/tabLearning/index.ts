export {
  EMPTY_TAB_LEARNING,
  isLearningClick,
  learntDefaultTab,
  recentClicks,
  recordTabClick,
  TAB_LEARNING_CLICKS,
  TAB_LOCATIONS,
  type TabClick,
  type TabClickInput,
  type TabLearningState,
} from './learning';
export {
  enterTabPage,
  readTabLearning,
  savedDefaultTab,
  setTabLearningStorage,
  type TabPageVisit,
} from './storage';
