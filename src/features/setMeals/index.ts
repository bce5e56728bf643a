/**
 * Set meals (套餐, issue 34 §2): packages of readings. The app's route registry takes the screens
 * from here, each loaded on first use; the reading's page takes the way to read with a package.
 */
export const setMealScreens = {
  /** `set-meal-list/{scope}`: 套餐订购. */
  list: () => import('./SetMealListPage'),
  /** `set-meal-record`: 套餐记录. */
  record: () => import('./SetMealRecordPage'),
  /** `special-home` and `special-home/free`: 专家包月 and 免费专区. */
  special: () => import('./monthly/SpecialHomePage'),
  /** `my-expert-month`: 我的包月. */
  myMonth: () => import('./monthly/MyExpertMonthPage'),
} as const;
