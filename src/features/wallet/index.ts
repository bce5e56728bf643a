/**
 * The wallet (issue 18): the coin and money details over the ledger, and the top-up screens
 * (`charge/`: 充值 and 充值结果); withdrawal joins it. Its screens are loaded by the route registry;
 * nothing here is for other features yet.
 */
export type { WalletKind } from './balance/api';
