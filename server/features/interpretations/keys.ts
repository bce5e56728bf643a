/** The ledger key of a fan's purchase of an interpretation: one per fan and reading, whatever the retries. */
export const purchaseKey = (interpretationId: number, userId: number) =>
  `interpretation:${interpretationId}:buyer:${userId}`;
