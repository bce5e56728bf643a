/**
 * The one schema of the companion server, for PGlite and PostgreSQL alike, one file of tables per
 * area under tables/. Migrations are generated from it (`npm run db:generate`) into
 * server/db/migrations and run on start.
 */
export * from './tables/accounts';
export * from './tables/sport';
export * from './tables/odds';
export * from './tables/content';
export * from './tables/live';
export * from './tables/partner';
export * from './tables/userCentre';
export * from './tables/follow';
export * from './tables/rewards';
export * from './tables/messages';
export * from './tables/world';
export * from './tables/ledger';
export * from './tables/payments';
export * from './tables/paymentProvider';
export * from './tables/withdrawal';
export * from './tables/expertDesk';
export * from './tables/feedback';
export * from './tables/leases';
export * from './tables/secrets';
export * from './tables/simClock';
export * from './tables/ads';
export * from './tables/vip';
export * from './tables/social';
export * from './tables/share';
