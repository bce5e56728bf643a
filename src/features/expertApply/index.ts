/** The expert application (issue 19 §2): 申请专家 (`expert-apply`), loaded on first use. */
export const expertApplyScreens = {
  /** `expert-apply`: the form, then the application's status. */
  page: () => import('./ExpertApplyPage'),
} as const;
