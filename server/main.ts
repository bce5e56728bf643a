import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildServer } from './app';
import { readConfig } from './config';
import { databaseTarget, openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';
import { ensureWorld } from './seed/index';
import { buildWorld } from './domain/sport/world';
import { ChatCrowd } from './features/chat';
import { notifyFollowers } from './features/messages';
import { seedDemoMessages } from './seed/demoMessages';
import { scheduleKeeper } from './seed/scheduleKeeper';
import { driftOdds } from './simulator/oddsDrift';
import { startingClock } from './simulator/clockStore';
import { liveRandom, Simulator } from './simulator/simulator';
import { STOP_BUDGET_MS, stopServer, trackConnections } from './shutdown';
import { Ticker } from './ticker';
import { Lease, LEASE_RENEW_MS, LEASE_TTL_MS, Leadership } from './platform/lease';
import { redisChatAdapter } from './platform/redisAdapter';
import { runFinanceDesk } from './features/wallet/withdraw';
import { sweepOrphanOrders } from './features/wallet/charge';
import { settleDuePlans } from './features/plans';
import { settleDueInterpretations } from './features/interpretations';
import { runMembershipJob } from './features/vip';
import { runPromotion } from './features/experts';
import { warmBasketballSeasons } from './features/dataLibrary';
import { SettingError, settleGuardingSecrets } from './platform/secrets';

/** How often the payment provider lapses old trades and sends due notifications (real time). */
const PAYMENT_PROVIDER_TICK_MS = 500;
/** How often the finance desk looks for withdrawals to review or pay out (real time). */
const FINANCE_DESK_TICK_MS = 5_000;
/** How often plans of finished matches are settled (real time; at SIM_SPEED=60 a simulated 5 min). */
const SETTLEMENT_TICK_MS = 5_000;

/** The lease of the simulator and the tickers beside it (platform/lease.ts). */
const WORLD_LEASE = 'world';

/** `npm run serve`: starts the companion server and stops it cleanly on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const settings = readConfig();
  // Migrations run here, before the server accepts a request.
  const database = await openDatabase(databaseTarget());
  // Secrets the environment left unset (never in production): generated once, kept with the data.
  const config = { ...settings, ...(await settleGuardingSecrets(database.db, settings)) };
  // The simulated clock continues where the last run left it (simulator/clockStore.ts).
  const clock = await startingClock(database.db, config);
  // The simulator starts after the server is built; the development control looks it up per call.
  const started: { simulator?: Simulator } = {};
  // Several instances share their chat rooms through Redis (REDIS_URL); one alone needs none.
  // Its errors are logged by the app's logger, made just below.
  const logTo: { log?: FastifyBaseLogger } = {};
  const redis = config.redisUrl
    ? await redisChatAdapter(config.redisUrl, (err) =>
        logTo.log?.error({ err }, 'redis connection error'),
      )
    : undefined;
  const app = await buildServer(config, {
    db: database.db,
    clock,
    simulator: () => started.simulator,
    listen: database.listen,
    chatAdapter: redis?.adapter,
  });
  logTo.log = app.log;
  app.log.info({ database: database.kind }, 'database ready');

  const world = buildWorld(config.simSeed);
  // One transaction: a start killed here leaves no half world behind; the next one seeds again.
  await ensureWorld(database.db, world, { seed: config.simSeed, now: clock.now(), log: app.log });
  // Demo accounts' messages, also for a database made before messages existed.
  await seedDemoMessages(database.db, clock.now());
  const simulator = new Simulator({
    db: database.db,
    world,
    clock,
    seed: config.simSeed,
    log: app.log,
    // The schedule rolls forward a day at a time, made by the seed that made the world.
    schedule: scheduleKeeper(database.db, world, config.simSeed),
    hooks: {
      onLiveMinute: (match, _goal, now) =>
        driftOdds(database.db, match, liveRandom(config.simSeed, match.id, match.minute), now),
      onStatusChange: (match, now) =>
        notifyFollowers(
          database.db,
          {
            matchId: match.id,
            kickoff: match.kickoff,
            sport: match.sport,
            home: match.home,
            away: match.away,
            homeScore: match.homeScore,
            awayScore: match.awayScore,
            from: match.from,
            to: match.status,
          },
          now.getTime(),
        ),
    },
  });
  // Simulated fans in the chat rooms of busy matches in play.
  const crowd = new ChatCrowd({
    db: database.db,
    hub: app.chat,
    clock,
    seed: config.simSeed,
    log: app.log,
  });
  // The payment provider's own work; its first round resends what a previous run left unsent.
  const provider = new Ticker(async () => app.paymentProvider?.tick(), {
    intervalMs: PAYMENT_PROVIDER_TICK_MS,
    name: 'payment provider',
    log: app.log,
  });
  // The finance desk reviews and pays out withdrawals on the simulated clock, and ends the orders a
  // crash left without a provider trade (payments/sweep.ts).
  const financeDesk = new Ticker(
    async () => {
      await runFinanceDesk(database.db, clock.now());
      await sweepOrphanOrders(database.db, app.paymentProvider, clock.now());
    },
    { intervalMs: FINANCE_DESK_TICK_MS, name: 'finance desk', log: app.log },
  );
  // Plans and interpretations settle when their match has finished: the held coins, the expert's
  // share, the records; a reading's result.
  const settlement = new Ticker(
    async () => {
      await settleDuePlans(database.db, clock.now());
      await settleDueInterpretations(database.db);
      // Once a month, after its plans have settled: the promotion rule on the real records.
      await runPromotion(database.db, clock.now());
      // Memberships: the monthly gifts due, auto-renewal's notices and charges.
      await runMembershipJob(database.db, clock.now());
    },
    {
      intervalMs: SETTLEMENT_TICK_MS,
      name: 'plan settlement',
      log: app.log,
    },
  );
  // The world's work runs on exactly one instance, the one holding its lease (issue 20 §4).
  const worldWork = {
    async start() {
      // The first ticks play everything that happened while no instance ran them, before anyone asks.
      await simulator.tick();
      simulator.start();
      started.simulator = simulator;
      await crowd.start();
      for (const ticker of [provider, financeDesk, settlement]) {
        await ticker.tick();
        ticker.start();
      }
    },
    async stop() {
      started.simulator = undefined;
      await Promise.all([simulator, crowd, provider, financeDesk, settlement].map((w) => w.stop()));
    },
  };
  const leadership = new Leadership(
    new Lease(database.db, WORLD_LEASE, config.instanceId, LEASE_TTL_MS),
    { onLead: () => worldWork.start(), onFollow: () => worldWork.stop() },
    Date.now,
    app.log,
  );
  // Alone, this instance takes the lease here and runs the world before it listens.
  await leadership.check();
  const leaseKeeper = new Ticker(() => leadership.check(), {
    intervalMs: LEASE_RENEW_MS,
    name: 'lease',
    log: app.log,
  });
  leaseKeeper.start();
  // A clean stop hands the lease over at once: the world's work stops, then the lease is let go.
  const worldLease = {
    async stop() {
      await leaseKeeper.stop();
      await leadership.resign();
    },
  };

  const connections = trackConnections(app.server);
  // stopServer bounds each of its waits to end well within STOP_BUDGET_MS; at the budget
  // close-with-grace gives up (exit code 1), the backstop that should never be reached.
  let stopping = false;
  closeWithGrace({ delay: STOP_BUDGET_MS }, async ({ signal, err }) => {
    stopping = true;
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await stopServer({
      app,
      connections,
      workers: [worldLease],
      database,
      redis,
    });
  });
  await app.listen({ host: config.host, port: config.port });
  // The basketball seasons' box scores, told once in the background so no fan waits for them.
  const warmFrom = performance.now();
  void warmBasketballSeasons(database.db, () => stopping).then(
    (games) =>
      app.log.info(
        { games, ms: Math.round(performance.now() - warmFrom) },
        'basketball box scores ready',
      ),
    // A stop while warming closes the database under it: nothing is lost, the cache fills on use.
    (err: unknown) => {
      if (!stopping) app.log.warn({ err }, 'basketball box scores not told in advance');
    },
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The lines a newcomer looks for; printed plainly, not as JSON.
  console.log(
    `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.account).join(', ')}`,
  );
  console.log(`Simulated world: SIM_SEED=${config.simSeed}, SIM_SPEED=${config.simSpeed}`);
  if (!config.production)
    console.log('SMS codes are printed here, on this console (there is no SMS gateway)');
  if (config.devApi) console.log('Development doors open (MATCHDAY_DEV_API=1): /api/dev/*');
  if (config.payProvider === null)
    console.log('No payment provider (PAY_PROVIDER): top-ups and direct pay are refused');
  else if (config.production)
    console.log('WARNING: PAY_PROVIDER=simulator in production: its cashier pays for nothing');
  else
    console.log(
      'Payments go to the simulated provider (PAY_PROVIDER=simulator): pay at its cashier page',
    );
  console.log(`Matchday is ready at http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  // A setting the server cannot start with is one line naming it, not a stack.
  console.error(error instanceof SettingError ? error.message : error);
  process.exit(1);
});
