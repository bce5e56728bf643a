/**
 * The wallet (issue 18): the coin and money details over the ledger; top-up and withdrawal join it.
 * Its screens are loaded by the route registry; nothing here is for other features yet.
 */
export type { WalletKind } from './api';
