/**
 * The payment-provider simulator (issue 18 §2): another company's system in the same process. The
 * merchant (server/features/wallet/charge) uses it only through this file: open a trade, verify a
 * notification; the cashier pages and the notification schedule are its own.
 */
export {
  CASHIER_PATH,
  createPaymentProvider,
  NOTIFY_PLANS,
  PROVIDER_TIMINGS,
  type NotifyPlan,
  type PaymentProvider,
  type PayerChoice,
} from './provider';
export { providerRoutes } from './routes';
export { PAY_RESULTS, signNotice, verifyNotice, type PayNotice, type PayResult } from './protocol';
