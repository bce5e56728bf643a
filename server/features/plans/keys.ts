/** The ledger key of a fan's purchase of a plan: one per fan and plan, whatever the retries. */
export const purchaseKey = (planId: number, userId: number) => `plan:${planId}:buyer:${userId}`;
