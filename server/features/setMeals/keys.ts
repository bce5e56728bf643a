/** The ledger key of one purchase of a package: a fan may buy the same package many times. */
export const purchaseKey = (setMealId: number, fanId: number, requestId: string): string =>
  `setMeal:${setMealId}:buyer:${fanId}:${requestId}`;
