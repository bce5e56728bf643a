/**
 * The ledger (issue 18; docs/decisions/ledger.md): every movement of coins or money is an
 * append-only transfer with two entries and an idempotency key, in one transaction; balances never
 * go below zero (a database check); pending transfers post or void exactly once. Every feature that
 * moves coins or money does it through here.
 */
export {
  HOUSE_ACCOUNTS,
  type AccountRef,
  type HouseAccountKind,
  type UserAccountKind,
} from './accounts';
export {
  LedgerRefusals,
  LedgerRefused,
  settlePending,
  settlePendingIn,
  transfer,
  transferIn,
  walletNotEnough,
  type Settlement,
  type TransferRequest,
  type TransferResult,
} from './transfer';
export { balancesOf, expireLapsedCoins, userBalances, type Balances } from './balances';
export { auditLedger, type LedgerAudit } from './audit';
export { coinsSpentSince } from './spend';
