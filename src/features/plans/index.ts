/**
 * Plans (issue 19, first slice: reading a plan and buying it with coins). The app's route registry
 * takes the screens from here, each loaded on first use; nothing else of the feature is for other
 * code.
 */
export const planScreens = {
  /** `plan/{id}`: 方案详情. */
  detail: () => import('./PlanPage'),
  /** `plan/pay-charge`: 余额不足. */
  payCharge: () => import('./PayChargePage'),
  /** `plan/pay-ok`: 支付成功. */
  payOk: () => import('./PayOkPage'),
  /** `plan/pay-error`: 支付失败. */
  payError: () => import('./PayErrorPage'),
} as const;
