/**
 * The wallet on the server (issue 18): balances and the coin and money details, read from the
 * ledger (server/platform/ledger); top-up, payments and withdrawals join it.
 */
export { walletRoutes } from './routes';
export { balancesText } from './service';
