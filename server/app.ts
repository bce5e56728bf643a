import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { accountRoutes, smsService } from './features/account/session';
import { DEV_SPORTDATA_SECRET } from './platform/gateway/signature';
import { captchaRoutes, captchaTickets } from './features/account/captcha';
import { partnerRoutes } from './features/account/partner';
import { followRoutes } from './features/follow';
import { matchcenterRoutes } from './features/matchcenter';
import { ChatHub, chatApis, chatRoutes, type ChatHubDeps } from './features/chat';
import { messageRoutes } from './features/messages';
import { devSimRoutes, type SimulatorHandle } from './features/devSim';
import { redPacketRoutes } from './features/redPacket';
import type { Listen } from './db/changeFeed';
import { LiveBoard, LivePush } from './features/matches';
import { gatewayApis } from './gatewayApis';
import { firstScreenPages } from './features/firstScreen';
import { PreSerialized } from './platform/gateway/preSerialized';
import { healthRoutes } from './features/health';
import { sportdataRoutes } from './platform/gateway/routes';
import { statsRoutes } from './features/stats';
import { userCentreRoutes } from './features/account/centre';
import { walletRoutes } from './features/wallet/balance';
import { paymentRoutes } from './features/wallet/charge';
import { withdrawalRoutes } from './features/wallet/withdraw';
import { planRoutes, planSellable } from './features/plans';
import { setMealRoutes, setMealSellable } from './features/setMeals';
import { vipRoutes, vipSellable } from './features/vip';
import { windVaneRoutes } from './features/windVane';
import { dataLibraryRoutes } from './features/dataLibrary';
import { searchRoutes } from './features/search';
import { activityRoutes, spreeSellable } from './features/activities';
import { serviceRoutes } from './features/service';
import { downloadRoutes } from './features/download';
import { shareRoutes } from './features/share';
import {
  evaluationRoutes,
  interpretationRoutes,
  interpretationSellable,
} from './features/interpretations';
import { expertRoutes } from './features/experts';
import { noteRoutes } from './features/notes';
import { uploadRoutes } from './features/uploads';
import { feedbackRoutes } from './features/feedback';
import { socialRoutes } from './features/social';
import { expertApplyRoutes } from './features/expertApply';
import { lotteryRoutes } from './features/lottery';
import { adRoutes } from './features/ads';
import { couponRoutes } from './features/coupons';
import {
  CASHIER_PATH,
  createPaymentProvider,
  providerRoutes,
  type PaymentProvider,
} from './paymentProvider';
import { isEnvelopeSuccess } from '../contracts/envelope';
import { payNotify } from '../contracts/wallet/charge';
import type { Endpoint } from '../contracts/endpoint';
import { stampServerTime } from './platform/envelope';
import { createRouter } from './platform/route';
import { installErrorHandling } from './platform/errorHandler';
import { compressAnswers, serveBuiltApp } from './platform/staticApp';
import { securityHeaders } from './platform/securityHeaders';
import { registerSellable } from './platform/commerce';
import { acceptMultipart } from './platform/multipart';
import { logRequests, quietRequestLog } from './platform/requestLog';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat rooms (sockets, online counts); the crowd of simulated fans posts through it. */
    chat: ChatHub;
    /** Every endpoint of contracts/ this server registered (tests check none is missing). */
    endpoints: ReadonlySet<Endpoint>;
    /**
     * The payment-provider simulator: main.ts runs its notifications; tests drive it. Null when no
     * provider is configured (PAY_PROVIDER; none by default under production).
     */
    paymentProvider: PaymentProvider | null;
  }
}

/** Builds the companion server without listening, so tests can `inject` requests. */
export async function buildServer(
  config: ServerConfig,
  deps: {
    db: Database;
    clock: Clock;
    logger?: boolean;
    /** The running simulator, for the development control (absent: the control answers 503). */
    simulator?: () => SimulatorHandle | undefined;
    /** The chat's per-user send limit; the load benchmark loosens it. */
    chatRateLimit?: ChatHubDeps['rateLimit'];
    /** The chat's rooms across instances (main.ts makes it from REDIS_URL). */
    chatAdapter?: ChatHubDeps['adapter'];
    /** The provider's clock (real time by default; tests fix it). */
    providerNow?: () => number;
    /** The database's change feed (OpenedDatabase.listen): keeps the live board current. */
    listen: Listen;
    /** Where a local start prints SMS codes for the person at it (the console by default). */
    print?: (line: string) => void;
  },
): Promise<FastifyInstance> {
  // main.ts settles them (platform/secrets.ts); a server signing with '' would take anyone's word.
  for (const [name, value] of Object.entries({
    PAY_NOTIFY_SECRET: config.payNotifySecret,
    PARTNER_SECRET: config.partnerSecret,
  }))
    if (!value) throw new Error(`${name} is not settled`);
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the logs.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
          },
    // Errors and slow requests only, each request at debug (platform/requestLog.ts).
    logController: quietRequestLog(),
    bodyLimit: 256 * 1024,
    // Off unless TRUST_PROXY names the balancer: X-Forwarded-For is anyone's to write otherwise.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy.join(',') : false,
  });
  installErrorHandling(app);
  logRequests(app);
  // Before any route and before the static files (see compressAnswers).
  await compressAnswers(app);
  stampServerTime(app, deps.clock);
  // The tests check every answer against its contract (MATCHDAY_CHECK_ANSWERS=1); a start trusts them.
  const route = createRouter(app, {
    db: deps.db,
    clock: deps.clock,
    checkOutput: config.checkAnswers,
  });
  app.decorate('endpoints', route.registered);
  // The chat rooms' sockets share the HTTP server; they close before it does, or it would wait.
  const chat = new ChatHub(app.server, {
    db: deps.db,
    clock: deps.clock,
    log: app.log,
    allowedOrigins: config.chatOrigins,
    maxPerAddress: config.chatMaxPerAddress,
    rateLimit: deps.chatRateLimit,
    adapter: deps.chatAdapter,
    instanceId: config.instanceId,
    trustProxy: config.trustProxy,
  });
  app.decorate('chat', chat);
  // Before any route or plugin scope, so all of them inherit the hook.
  securityHeaders(app, { ...config, cashierPath: CASHIER_PATH }, chat.io.engine);
  app.addHook('preClose', async () => chat.close());
  healthRoutes(app, { db: deps.db });
  const { production } = config;
  // The development doors (/api/dev/*): asked for by MATCHDAY_DEV_API=1, never in production.
  const devApi = config.devApi && !production;
  const captchaStore = captchaRoutes(route, { devApi });
  app.decorate('captchaStore', captchaStore);
  // One SMS service and one captcha for every call that sends a code: one code book, one IP cap.
  const sms = smsService(app.log, { production, devApi, print: deps.print });
  const captcha = captchaTickets(captchaStore);
  accountRoutes(route, {
    db: deps.db,
    log: app.log,
    production,
    sms,
    captcha,
    expertApplyOpen: config.expertApplyOpen,
  });
  partnerRoutes(route, {
    db: deps.db,
    production,
    devApi,
    settings: { secret: config.partnerSecret },
  });
  userCentreRoutes(route, { db: deps.db, devApi, sms, captcha });
  statsRoutes(route);
  followRoutes(route, { db: deps.db });
  matchcenterRoutes(route, { db: deps.db });
  chatRoutes(route, { db: deps.db, hub: chat });
  redPacketRoutes(route, { db: deps.db, clock: deps.clock, seed: config.simSeed });
  messageRoutes(route, { db: deps.db });
  walletRoutes(route, { db: deps.db });
  withdrawalRoutes(route, { db: deps.db, sms, devApi });
  planRoutes(route, { db: deps.db });
  interpretationRoutes(route, { db: deps.db });
  evaluationRoutes(route, { db: deps.db });
  lotteryRoutes(route, { db: deps.db, seed: config.simSeed });
  adRoutes(route, { db: deps.db });
  couponRoutes(route, { db: deps.db, devApi });
  // What the commerce core sells: payments buy these for any order that names them.
  registerSellable(planSellable);
  registerSellable(interpretationSellable);
  registerSellable(setMealSellable);
  registerSellable(vipSellable);
  expertRoutes(route, { db: deps.db });
  noteRoutes(route, { db: deps.db });
  // Image uploads arrive as multipart/form-data (feedback pictures, the expert application).
  await acceptMultipart(app);
  uploadRoutes(route, { db: deps.db });
  feedbackRoutes(route, { db: deps.db });
  socialRoutes(route, { db: deps.db });
  expertApplyRoutes(route, { db: deps.db, open: config.expertApplyOpen });
  // The provider is another company's system: it reaches the server only through its public
  // notification endpoint (in-process, but through the whole route: validation, signature, envelope).
  // Only where a setting names it (PAY_PROVIDER; the simulator by default outside production): a
  // production start without a provider refuses top-ups, it never falls back to the simulator.
  const paymentProvider =
    config.payProvider === 'simulator'
      ? createPaymentProvider({
          db: deps.db,
          secret: config.payNotifySecret,
          now: deps.providerNow ?? Date.now,
          send: async (notice, sign) => {
            const answer = await app.inject({
              method: 'POST',
              url: payNotify.path,
              payload: { ...notice, sign },
            });
            if (answer.statusCode !== 200) return false;
            return isEnvelopeSuccess(answer.json());
          },
        })
      : null;
  app.decorate('paymentProvider', paymentProvider);
  if (paymentProvider) await providerRoutes(app, paymentProvider);
  else app.log.warn('no payment provider (PAY_PROVIDER): top-ups and direct pay are refused');
  // Named by hand under production (a staging site): allowed, and said as loudly as it is unsafe.
  if (paymentProvider && production)
    app.log.error(
      'PAY_PROVIDER=simulator under NODE_ENV=production: its cashier pays any order for nothing',
    );
  paymentRoutes(route, {
    db: deps.db,
    provider: paymentProvider,
    notifySecret: config.payNotifySecret,
    appOrigins: config.chatOrigins,
  });
  setMealRoutes(route, {
    db: deps.db,
    provider: paymentProvider,
    appOrigins: config.chatOrigins,
    servicePhone: config.servicePhone,
  });
  vipRoutes(route, { db: deps.db, provider: paymentProvider, appOrigins: config.chatOrigins });
  windVaneRoutes(route, { db: deps.db });
  dataLibraryRoutes(route, { db: deps.db });
  searchRoutes(route, { db: deps.db });
  registerSellable(spreeSellable);
  activityRoutes(route, {
    db: deps.db,
    provider: paymentProvider,
    appOrigins: config.chatOrigins,
  });
  serviceRoutes(route, { servicePhone: config.servicePhone });
  downloadRoutes(app, { urls: config.downloadUrls });
  // Share info and the image proxy (issue 37 §2): the app's `ads/` images and origins are its own.
  shareRoutes(route, { db: deps.db, distDir: config.distDir, appOrigins: config.chatOrigins });
  if (devApi)
    devSimRoutes(route, { clock: deps.clock, simulator: deps.simulator ?? (() => undefined) });
  if (config.production && config.sportdataSecret === DEV_SPORTDATA_SECRET)
    app.log.warn('SPORTDATA_SECRET is the development default; set it for production');
  // Live scores from memory, kept current by the change feed (docs/decisions/live-at-scale.md).
  const live = new LiveBoard(deps.db, () => deps.clock.now());
  await live.start(deps.listen);
  // ... and pushed to the fans who have them on screen, over the chat's sockets (live-push.md).
  const push = new LivePush(chat.nsp, {
    board: live,
    log: app.log,
    countEvent: (socket) => chat.countEvent(socket),
  });
  app.addHook('onClose', async () => {
    push.stop();
    await live.stop();
  });
  sportdataRoutes(app, {
    live,
    secret: config.sportdataSecret,
    apis: { ...gatewayApis, ...chatApis((room) => chat.onlineCount(room)) },
    db: deps.db,
    clock: deps.clock,
    checkOutput: config.checkAnswers,
  });
  // The first screens rendered on the server, from the answers their calls would get (issue 20 §3).
  const firstScreens = await firstScreenPages({
    distDir: config.distDir,
    log: app.log,
    answer: async (call, request) => {
      const api = gatewayApis[call.name];
      if (!api) throw new Error(`no gateway call ${call.name}`);
      const out = await api.run(api.call.args.parse(call.args), {
        db: deps.db,
        clock: deps.clock,
        request,
        live,
      });
      return out instanceof PreSerialized ? (JSON.parse(out.json) as unknown) : out;
    },
  });
  await serveBuiltApp(app, config.distDir, firstScreens);
  return app;
}
