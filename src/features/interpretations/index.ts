/**
 * Interpretations (解读, issue 34 §1): experts' written readings of a match, sold one by one. The
 * app's route registry takes the screens from here, each loaded on first use. The page is drawn
 * with the plan page's parts (@features/plans/parts); the purchase is the shared coin purchase.
 */
export const interpretationScreens = {
  /** `tjInterpretation/{id}`: 解读详情. */
  detail: () => import('./InterpretationPage'),
  /** `tjInterpretation/pay-charge`: 余额不足. */
  payCharge: () => import('./PayChargePage'),
  /** `tjInterpretation/pay-ok`: 支付成功. */
  payOk: () => import('./PayOkPage'),
  /** `tjInterpretation/pay-error`: 支付失败. */
  payError: () => import('./PayErrorPage'),
  /** `jiedu-list?type=`: 解读列表. */
  list: () => import('./lists/JieduListPage'),
  /** `my-look-jiedu/{tab}`: 我看过的解读. */
  myLook: () => import('./lists/MyLookJieduPage'),
  /** `my-post-jiedu/{tab}`: 我发布的解读. */
  myPost: () => import('./lists/MyPostJieduPage'),
} as const;
