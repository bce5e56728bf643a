import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { accountRoutes } from './features/accounts/routes';
import { smsService } from './features/accounts/smsService';
import { DEV_SPORTDATA_SECRET } from './platform/gateway/signature';
import { captchaRoutes } from './features/captcha';
import { partnerRoutes } from './features/partner/routes';
import { followRoutes } from './features/follow';
import { matchcenterRoutes } from './features/matchcenter';
import { chatApis } from './features/chat/apis';
import { ChatHub, type ChatHubDeps } from './features/chat/hub';
import { chatRoutes } from './features/chat/routes';
import { messageRoutes } from './features/messages/routes';
import { redPacketRoutes } from './features/redPacket/routes';
import { gatewayApis } from './gatewayApis';
import { healthRoutes } from './features/health/routes';
import { sportdataRoutes } from './platform/gateway/routes';
import { statsRoutes } from './features/stats/routes';
import { userCentreRoutes } from './features/userCentre/routes';
import type { Endpoint } from '../contracts/endpoint';
import { stampServerTime } from './platform/envelope';
import { createRouter } from './platform/route';
import { installErrorHandling } from './platform/errorHandler';
import { serveBuiltApp } from './platform/staticApp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat rooms (sockets, online counts); the crowd of simulated fans posts through it. */
    chat: ChatHub;
    /** Every endpoint of contracts/ this server registered (tests check none is missing). */
    endpoints: ReadonlySet<Endpoint>;
  }
}

/** Builds the companion server without listening, so tests can `inject` requests. */
export async function buildServer(
  config: ServerConfig,
  deps: {
    db: Database;
    clock: Clock;
    logger?: boolean;
    /** The chat's per-user send limit; the load benchmark loosens it. */
    chatRateLimit?: ChatHubDeps['rateLimit'];
  },
): Promise<FastifyInstance> {
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
    bodyLimit: 256 * 1024,
    trustProxy: false,
  });
  installErrorHandling(app);
  stampServerTime(app, deps.clock);
  // Development and tests check every answer against its contract; production trusts the tests.
  const route = createRouter(app, {
    db: deps.db,
    clock: deps.clock,
    checkOutput: !config.production,
  });
  app.decorate('endpoints', route.registered);
  // The chat rooms' sockets share the HTTP server; they close before it does, or it would wait.
  const chat = new ChatHub(app.server, {
    db: deps.db,
    clock: deps.clock,
    log: app.log,
    allowedOrigins: config.chatOrigins,
    rateLimit: deps.chatRateLimit,
  });
  app.decorate('chat', chat);
  app.addHook('preClose', async () => chat.close());
  healthRoutes(app);
  captchaRoutes(app, { clock: deps.clock, production: config.production });
  const sms = smsService(app.log, { production: config.production });
  accountRoutes(app, { db: deps.db, clock: deps.clock, config, sms });
  partnerRoutes(app, { db: deps.db, clock: deps.clock, config });
  userCentreRoutes(app, { db: deps.db, clock: deps.clock, config, sms });
  statsRoutes(app, { db: deps.db });
  followRoutes(app, { db: deps.db, clock: deps.clock });
  matchcenterRoutes(app, { db: deps.db, clock: deps.clock });
  chatRoutes(app, { db: deps.db, clock: deps.clock, hub: chat });
  redPacketRoutes(app, { db: deps.db, clock: deps.clock, seed: config.simSeed });
  messageRoutes(route, { db: deps.db });
  if (config.production && config.sportdataSecret === DEV_SPORTDATA_SECRET)
    app.log.warn('SPORTDATA_SECRET is the development default; set it for production');
  sportdataRoutes(app, {
    secret: config.sportdataSecret,
    apis: { ...gatewayApis, ...chatApis((room) => chat.onlineCount(room)) },
    db: deps.db,
    clock: deps.clock,
    checkOutput: !config.production,
  });
  await serveBuiltApp(app, config.distDir);
  return app;
}
