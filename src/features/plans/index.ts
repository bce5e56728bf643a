/**
 * Plans (issue 19). The app's route registry takes the screens from here, each loaded on first use;
 * the home tab takes its 专家推荐 block the same way. Interpretations draw their page with the plan
 * page's parts (parts.ts, imported by their screens only). Nothing else is for other code.
 */
export const planScreens = {
  /** `plan/{id}`: 方案详情. */
  detail: () => import('./PlanPage'),
  /** `plan-detail/{id}`: 方案详情 as the feed and shared posts link it (back to the 方案 tab). */
  feedDetail: () => import('./PlanDetailPage'),
  /** `plan/pay-charge`: 余额不足. */
  payCharge: () => import('./PayChargePage'),
  /** `plan/pay-ok`: 支付成功. */
  payOk: () => import('./PayOkPage'),
  /** `plan/pay-error`: 支付失败. */
  payError: () => import('./PayErrorPage'),
  /** `plan/pay-result`: back from the provider after paying directly (ours), the status asked. */
  payResult: () => import('./PayResultPage'),
  /** `publish/zqtj/{code}`: 发布推荐, the expert's publishing screen. */
  publish: () => import('./publish/PublishPage'),
  /** `my-post-plan/{expertId}/{tab}`: 我发布的方案. */
  posted: () => import('./posted/MyPostPlanPage'),
  /** `tabs/plan`: the 方案 tab (hot experts, plans on sale). */
  tab: () => import('./lists/PlanTabPage'),
  /** `plan-list/{qiuFlag}/{type}`: 方案列表. */
  list: () => import('./lists/PlanListPage'),
  /** `my-look-plan/{tab}`: 我看过的方案. */
  myLook: () => import('./lists/MyLookPlanPage'),
  /** `plan/look-list/{planId}`: 查看记录. */
  lookList: () => import('./lists/LookListPage'),
} as const;

/** Blocks other screens show, each its own chunk loaded when shown. */
export const planBlocks = {
  /** 专家推荐 on the home tab: hot experts and the newest plans. */
  home: () => import('./lists/HomePlanBlock'),
} as const;
