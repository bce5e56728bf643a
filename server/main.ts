import closeWithGrace from 'close-with-grace';
import { buildServer } from './app';
import { simulationClock } from './clock';
import { readConfig } from './config';
import { databaseTarget, openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';
import { ensureWorld } from './seed/index';
import { buildWorld } from './seed/sport/world';
import { ChatCrowd } from './features/chat';
import { notifyFollowers } from './features/messages';
import { seedDemoMessages } from './seed/demoMessages';
import { driftOdds } from './simulator/oddsDrift';
import { liveRandom, Simulator } from './simulator/simulator';
import { STOP_BUDGET_MS, stopServer, trackConnections } from './shutdown';
import { Ticker } from './ticker';
import { runFinanceDesk } from './features/withdrawal';
import { settleDuePlans } from './features/plans';
import { runPromotion } from './features/experts';

/** How often the payment provider lapses old trades and sends due notifications (real time). */
const PAYMENT_PROVIDER_TICK_MS = 500;
/** How often the finance desk looks for withdrawals to review or pay out (real time). */
const FINANCE_DESK_TICK_MS = 5_000;
/** How often plans of finished matches are settled (real time; at SIM_SPEED=60 a simulated 5 min). */
const SETTLEMENT_TICK_MS = 5_000;

/** `npm run serve`: starts the companion server and stops it cleanly on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  // Migrations run here, before the server accepts a request.
  const database = await openDatabase(databaseTarget());
  const clock = simulationClock(config.simSpeed, Date.now, config.simStart);
  // The simulator starts after the server is built; the development control looks it up per call.
  const started: { simulator?: Simulator } = {};
  const app = await buildServer(config, {
    db: database.db,
    clock,
    simulator: () => started.simulator,
    listen: database.listen,
  });
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
  // The first tick plays everything that happened while the server was down, before anyone asks.
  await simulator.tick();
  simulator.start();
  started.simulator = simulator;
  // Simulated fans in the chat rooms of busy matches in play.
  const crowd = new ChatCrowd({
    db: database.db,
    hub: app.chat,
    clock,
    seed: config.simSeed,
    log: app.log,
  });
  await crowd.start();
  // The payment provider's own work; its first round resends what a previous run left unsent.
  const provider = new Ticker(() => app.paymentProvider.tick(), {
    intervalMs: PAYMENT_PROVIDER_TICK_MS,
    name: 'payment provider',
    log: app.log,
  });
  await provider.tick();
  provider.start();
  // The finance desk reviews and pays out withdrawals on the simulated clock.
  const financeDesk = new Ticker(() => runFinanceDesk(database.db, clock.now()), {
    intervalMs: FINANCE_DESK_TICK_MS,
    name: 'finance desk',
    log: app.log,
  });
  await financeDesk.tick();
  financeDesk.start();
  // Plans settle when their match has finished: the held coins, the expert's share, the records.
  const settlement = new Ticker(
    async () => {
      await settleDuePlans(database.db, clock.now());
      // Once a month, after its plans have settled: the promotion rule on the real records.
      await runPromotion(database.db, clock.now());
    },
    {
      intervalMs: SETTLEMENT_TICK_MS,
      name: 'plan settlement',
      log: app.log,
    },
  );
  await settlement.tick();
  settlement.start();

  const connections = trackConnections(app.server);
  // stopServer bounds each of its waits to end well within STOP_BUDGET_MS; at the budget
  // close-with-grace gives up (exit code 1), the backstop that should never be reached.
  closeWithGrace({ delay: STOP_BUDGET_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await stopServer({
      app,
      connections,
      workers: [simulator, crowd, provider, financeDesk, settlement],
      database,
    });
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The lines a newcomer looks for; printed plainly, not as JSON.
  console.log(
    `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.account).join(', ')}`,
  );
  console.log(`Simulated world: SIM_SEED=${config.simSeed}, SIM_SPEED=${config.simSpeed}`);
  console.log(`Matchday is ready at http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
