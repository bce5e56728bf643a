/**
 * The integration files the PostgreSQL pass runs a second time (`npm run test:postgres`; the rule
 * in docs/decisions/test-speed.md). PGlite is PostgreSQL itself, compiled to WebAssembly: a query
 * means the same on both. What can differ is what one connection cannot show — transactions
 * racing on a pool of connections, row and advisory locks, constraints under concurrent writes,
 * LISTEN/NOTIFY between connections, and migrations on a real server. So the pass runs the files
 * that exercise those, and covers every area of the server that queries the database with at
 * least one of them (`covers`: path prefixes under server/); tests/unit/postgresSet.test.ts fails
 * when a module that queries the database is in no covered area.
 */
export interface PostgresEntry {
  file: string;
  /** The server areas whose queries this file exercises (path prefixes). */
  covers: readonly string[];
  /** What in it can behave differently on a real server. */
  why: string;
}

export const POSTGRES_SET: readonly PostgresEntry[] = [
  // The engine itself.
  {
    file: 'tests/integration/db/database.test.ts',
    covers: ['server/db/'],
    why: 'opening, constraints and the migration lock on a real server',
  },
  {
    file: 'tests/integration/db/migrations.test.ts',
    covers: ['server/db/'],
    why: 'every migration, and an upgrade, on a real server',
  },
  {
    file: 'tests/integration/db/adJumpsMigration.test.ts',
    covers: ['server/db/'],
    why: 'the adverts’ data migration (split_part, regexp_split_to_table, jsonb_object_agg) on a real server',
  },
  {
    file: 'tests/integration/db/changeFeed.test.ts',
    covers: ['server/db/'],
    why: 'LISTEN/NOTIFY between connections',
  },
  {
    file: 'tests/integration/db/lease.test.ts',
    covers: ['server/platform/lease.ts'],
    why: 'two instances racing for the lease',
  },
  {
    file: 'tests/integration/db/ledger.test.ts',
    covers: ['server/platform/ledger/'],
    why: 'exactly-once transfers racing, the no-negative constraint',
  },
  {
    file: 'tests/integration/db/payments.test.ts',
    covers: ['server/features/wallet/charge/', 'server/paymentProvider/'],
    why: 'orders and notifications racing on row locks',
  },
  // Money.
  {
    file: 'tests/integration/server/walletCharge.test.ts',
    covers: [
      'server/features/wallet/charge/',
      'server/paymentProvider/',
      'server/platform/ledger/',
    ],
    why: 'replayed and concurrent notifications credit once',
  },
  {
    file: 'tests/integration/server/walletBalance.test.ts',
    covers: ['server/platform/ledger/', 'server/features/wallet/balance/'],
    why: 'balances and the coin detail read from the ledger',
  },
  {
    file: 'tests/integration/server/planDirectPay.test.ts',
    covers: [
      'server/features/wallet/charge/',
      'server/features/plans/',
      'server/platform/commerce/',
    ],
    why: 'direct pay racing coin purchase of one plan',
  },
  {
    file: 'tests/integration/server/secondSellable.test.ts',
    covers: ['server/platform/commerce/', 'server/features/wallet/charge/'],
    why: 'twenty coin purchases of one thing racing on the pool charge once, for any sellable',
  },
  {
    file: 'tests/integration/server/plans.test.ts',
    covers: ['server/features/plans/', 'server/features/experts/'],
    why: 'concurrent purchases of one plan charge once',
  },
  {
    file: 'tests/integration/server/planSettlement.test.ts',
    covers: ['server/features/plans/', 'server/features/experts/'],
    why: 'settlement and refunds in one transaction, run twice',
  },
  {
    file: 'tests/integration/server/walletWithdraw.test.ts',
    covers: ['server/features/wallet/withdraw/'],
    why: 'concurrent withdrawals never overdraw',
  },
  {
    file: 'tests/integration/server/redPacket.test.ts',
    covers: ['server/features/redPacket/'],
    why: 'a hundred fans grabbing one packet',
  },
  {
    file: 'tests/integration/server/killMidPayment.test.ts',
    covers: ['server/features/wallet/charge/'],
    why: 'a server killed mid-payment on a real server',
  },
  // Accounts and the rest of the fan's rows (upserts, unique constraints under races).
  {
    file: 'tests/integration/server/accountSession.test.ts',
    covers: ['server/features/account/session/', 'server/platform/auth/'],
    why: 'unique accounts, login lockouts and SMS-code rows',
  },
  {
    file: 'tests/integration/server/accountCentre.test.ts',
    covers: ['server/features/account/centre/'],
    why: 'levels, permits and one-time tickets',
  },
  {
    file: 'tests/integration/server/secrets.test.ts',
    covers: ['server/platform/secrets.ts'],
    why: 'generated secrets kept once with the data',
  },
  {
    file: 'tests/integration/server/accountPartner.test.ts',
    covers: ['server/features/account/partner/'],
    why: 'spent tickets and partner links',
  },
  {
    file: 'tests/integration/server/follow.test.ts',
    covers: ['server/features/follow/'],
    why: 'follows written and listed',
  },
  {
    file: 'tests/integration/server/messages.test.ts',
    covers: ['server/features/messages/'],
    why: 'messages seeded once and fanned out',
  },
  {
    file: 'tests/integration/server/expertApply.test.ts',
    covers: ['server/features/expertApply/'],
    why: 'one application of two sent at once',
  },
  {
    file: 'tests/integration/server/interpretations.test.ts',
    covers: ['server/features/interpretations/'],
    why: 'one fan buying one reading 100 times at once: charged once',
  },
  {
    file: 'tests/integration/server/interpretationLists.test.ts',
    covers: ['server/features/interpretations/', 'server/features/matchcenter/'],
    why: 'readings settled under row locks (for update of, update from values), each once; lists and match-centre counts by one rule',
  },
  {
    file: 'tests/integration/server/interpretationPublish.test.ts',
    covers: ['server/features/interpretations/', 'server/features/plans/'],
    why: 'publishing under the member and expert row locks, once per request id (a unique index)',
  },
  {
    file: 'tests/integration/server/setMeals.test.ts',
    covers: ['server/features/setMeals/'],
    why: 'two readings racing for a ticket’s last count; 100 copies of one purchase; replayed notices',
  },
  {
    file: 'tests/integration/server/coupons.test.ts',
    covers: ['server/features/coupons/', 'server/platform/ledger/spend.ts'],
    why: 'the coins spent, a sum of bigint that PostgreSQL answers as numeric text',
  },
  {
    file: 'tests/integration/server/couponPurchase.test.ts',
    covers: ['server/platform/commerce/', 'server/features/coupons/'],
    why: 'two purchases racing for one coupon: the row lock and the conditional update spend it once',
  },
  {
    file: 'tests/integration/server/windVane.test.ts',
    covers: ['server/features/windVane/'],
    why: 'a count grouped by match, a desc boolean sort and jsonb odds read back as arrays',
  },
  {
    file: 'tests/integration/server/vip.test.ts',
    covers: ['server/features/vip/', 'server/features/setMeals/gifts.ts'],
    why: 'racing purchases of one fan, ten trials at once, a gift package delivered once (a conditional update)',
  },
  {
    file: 'tests/integration/server/expertMonthly.test.ts',
    covers: ['server/features/setMeals/monthly.ts'],
    why: 'send statuses and push counts grouped by expert and Beijing day',
  },
  {
    file: 'tests/integration/server/ads.test.ts',
    covers: ['server/features/ads/'],
    why: 'the adverts’ jump checks (a regex, jsonb types and a jsonpath over the params) and the running window',
  },
  {
    file: 'tests/integration/server/interpretationEvaluation.test.ts',
    covers: ['server/features/interpretations/evaluation.ts'],
    why: 'twenty evaluations of one buyer at once: the unique index writes one',
  },
  {
    file: 'tests/integration/server/notes.test.ts',
    covers: ['server/features/notes/'],
    why: 'notes written once per request id under concurrent taps',
  },
  {
    file: 'tests/integration/server/promotion.test.ts',
    covers: ['server/features/experts/'],
    why: 'the monthly promotion over the records',
  },
  {
    file: 'tests/integration/server/feedback.test.ts',
    covers: ['server/features/feedback/'],
    why: 'the same feedback sent at once answered with the first',
  },
  {
    file: 'tests/integration/server/uploads.test.ts',
    covers: ['server/features/uploads/'],
    why: 'the same bytes stored once, the daily limit',
  },
  {
    file: 'tests/integration/server/chatSocket.test.ts',
    covers: ['server/features/chat/'],
    why: 'chat history written and read back',
  },
  {
    file: 'tests/integration/server/chatMute.test.ts',
    covers: ['server/features/chat/'],
    why: 'mutes written and enforced',
  },
  {
    file: 'tests/integration/server/matchcenter.test.ts',
    covers: ['server/features/matchcenter/'],
    why: 'the match centre joins',
  },
  // Live data: the change feed between connections.
  {
    file: 'tests/integration/server/liveBoard.test.ts',
    covers: ['server/features/matches/'],
    why: 'the live board fed by NOTIFY from another connection',
  },
  {
    file: 'tests/integration/server/livePush.test.ts',
    covers: ['server/features/matches/'],
    why: 'pushes fed by the change feed',
  },
  // The world: one transaction and an advisory lock for a first start; the simulated clock.
  {
    file: 'tests/integration/server/firstStart.test.ts',
    covers: ['server/seed/'],
    why: 'the seed in one transaction under an advisory lock, killed half-way',
  },
  {
    file: 'tests/integration/simulator/restartClock.test.ts',
    covers: ['server/simulator/'],
    why: 'the simulated clock upserted every tick and read at start',
  },
  {
    file: 'tests/integration/server/odds.test.ts',
    covers: ['server/simulator/', 'server/features/odds/'],
    why: 'in-play odds written by the simulator and read by the odds calls',
  },
  // Read-only data calls: joins and aggregates, once on a real server.
  {
    file: 'tests/integration/server/analysis.test.ts',
    covers: ['server/features/analysis/'],
    why: 'the analysis joins and standings aggregates',
  },
  {
    file: 'tests/integration/server/matchExtras.test.ts',
    covers: ['server/features/analysis/extras/', 'server/features/matchcenter/scoreCard.ts'],
    why: 'count(*)::int sums, a correlated table-size subquery, jsonb odds lines and the event kinds in an IN list',
  },
  {
    file: 'tests/integration/server/bkDetail.test.ts',
    covers: ['server/features/bkDetail/'],
    why: 'the basketball detail aggregates',
  },
  {
    file: 'tests/integration/server/dataLibrary.test.ts',
    covers: [
      'server/features/dataLibrary/catalogue.ts',
      'server/features/dataLibrary/queries.ts',
      'server/features/dataLibrary/search.ts',
      'server/features/dataLibrary/seasons.ts',
      'server/features/dataLibrary/team.ts',
    ],
    why: 'the follow counts of the leagues’ heat, the distinct seasons, the tables of any season and ILIKE with escaped wildcards',
  },
  {
    file: 'tests/integration/server/leagueStats.test.ts',
    covers: ['server/features/dataLibrary/leagueStats/'],
    why: 'odds joined to a season’s matches by a jsonb line, kick-offs by an OR of two IN lists and NOT IN statuses, a season’s periods by slices of ids',
  },
  {
    file: 'tests/integration/server/dataPlayers.test.ts',
    covers: ['server/features/dataLibrary/players/'],
    why: 'match events joined to a season’s finished matches by an IN list of ids and kinds, squads by an IN list of clubs, the seasons’ box scores',
  },
  {
    file: 'tests/integration/server/specialData.test.ts',
    covers: ['server/features/specialData/'],
    why: 'jsonb odds compared whole and by element, a self-join of odds grouped by match and type',
  },
  {
    file: 'tests/integration/server/lottery.test.ts',
    covers: ['server/features/lottery/'],
    why: 'the jsonb tab containment and the grouped extra-time goal counts of the lottery issues',
  },
  {
    file: 'tests/integration/server/homeSearch.test.ts',
    covers: ['server/features/search/'],
    why: 'ILIKE with escaped wildcards over aliased team joins, ordering by an interval’s epoch, follow heat grouped by an OR join',
  },
  {
    file: 'tests/integration/server/homeSearchPosts.test.ts',
    covers: ['server/features/search/posts.ts', 'server/features/social/feed.ts'],
    why: 'the circles’ visibility rule (a NOT IN blacklist, a time bound) joined to ILIKE on title and text with escaped wildcards',
  },
  {
    file: 'tests/integration/server/spreeDirectPay.test.ts',
    covers: ['server/features/activities/', 'server/features/wallet/charge/'],
    why: 'ten copies of a paid notification and two paid orders racing on the order’s and the fan’s row locks grant the spree once',
  },
  {
    file: 'tests/integration/server/activities.test.ts',
    covers: ['server/features/activities/'],
    why: '20 concurrent claims of one fan queued on the fan’s row lock, the ledger key, the coupon source and the trial order unique under a pool of connections',
  },
  {
    file: 'tests/integration/server/social.test.ts',
    covers: ['server/features/social/', 'server/seed/social.ts'],
    why: 'a UNION ALL of circle items and interpretations ordered by an alias, correlated count subqueries, ON CONFLICT upserts of gags and bans, row locks on posting',
  },
  {
    file: 'tests/integration/server/expertArticles.test.ts',
    covers: ['server/features/social/expertArticles.ts', 'server/features/social/replays.ts'],
    why: 'an expert’s articles paged by created time, a replay comment’s answers joined to their users',
  },
  {
    file: 'tests/integration/server/expertPages.test.ts',
    covers: ['server/features/experts/', 'server/features/plans/'],
    why: 'aggregates with FILTER clauses, a LIKE on the plan content and the paged slice of plans (issue 37 §3)',
  },
  {
    file: 'tests/integration/server/share.test.ts',
    covers: ['server/features/share/'],
    why: 'a share code made once when first asks race (ON CONFLICT over the key and a unique code), the referrer written once, uploads read as base64 by the database',
  },
];
