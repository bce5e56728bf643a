import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import {
  CaptchaCodes,
  CaptchaMessages,
  captchaCheckRequestSchema,
  type CaptchaCheckResult,
  type CaptchaPuzzle,
  type DevCaptchaAnswer,
} from '../../../contracts/captcha';
import type { Clock } from '../../clock';
import { ok, sendFail } from '../../platform/envelope';
import { limiter, type Limiter } from '../../platform/limiter';
import type { Random } from './background';
import { drawPuzzle } from './puzzle';
import { CAPTCHA_IMAGES_PER_IP_PER_MINUTE } from './settings';
import { CaptchaStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live puzzles and tickets; features that send codes spend tickets through ./index.ts. */
    captchaStore: CaptchaStore;
  }
}

export interface CaptchaDeps {
  /** The simulated clock, for serverTime in the envelope only. */
  clock: Clock;
  production: boolean;
  store?: CaptchaStore;
  /** Only paints the picture; the hole's place comes from node:crypto. */
  random?: Random;
  imagesPerIp?: Limiter;
}

const MINUTE = 60_000;
const devQuery = z.looseObject({
  token: z
    .string({ error: CaptchaMessages.badToken })
    .check(z.minLength(1, { error: CaptchaMessages.badToken })),
});

/**
 * GET /api/login/img (a new puzzle), POST /api/login/img/check {token, x} (a ticket when it fits) and,
 * outside production, GET /api/dev/captcha?token= (the answer, for browser tests). docs/api.md
 * "Accounts", docs/decisions/captcha.md.
 */
export function captchaRoutes(app: FastifyInstance, deps: CaptchaDeps): CaptchaStore {
  const store = deps.store ?? new CaptchaStore();
  const random = deps.random ?? Math.random;
  const imagesPerIp =
    deps.imagesPerIp ??
    limiter({ limit: CAPTCHA_IMAGES_PER_IP_PER_MINUTE, windowMs: MINUTE, lockMs: MINUTE });
  app.decorate('captchaStore', store);

  app.get('/api/login/img', (request, reply) => {
    if (imagesPerIp.lockedFor(request.ip) > 0)
      return sendFail(reply, 429, 'too_many_requests', CaptchaMessages.tooManyImages);
    imagesPerIp.hit(request.ip);
    const puzzle = drawPuzzle(random);
    const data: CaptchaPuzzle = {
      Y: puzzle.y,
      token: store.add({ x: puzzle.x, y: puzzle.y }),
      tplImg: puzzle.piece.toString('base64'),
      mapImg: puzzle.background.toString('base64'),
    };
    // One puzzle per request: no cache may hand the same token to someone else.
    reply.header('cache-control', 'no-store');
    return ok(data, deps.clock.now());
  });

  app.post('/api/login/img/check', (request, reply) => {
    const parsed = captchaCheckRequestSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, parsed.error.issues[0]?.message);
    const outcome = store.check(parsed.data.token, parsed.data.x);
    switch (outcome.kind) {
      case 'pass': {
        const data: CaptchaCheckResult = { ticket: outcome.ticket };
        return ok(data, deps.clock.now());
      }
      case 'wrong':
        return sendFail(reply, 400, CaptchaCodes.wrong, CaptchaMessages.wrong);
      case 'too_many':
        return sendFail(reply, 400, CaptchaCodes.needRefresh, CaptchaMessages.tooManyTries);
      case 'expired':
        return sendFail(reply, 400, CaptchaCodes.needRefresh, CaptchaMessages.expired);
    }
  });

  if (!deps.production) {
    app.get('/api/dev/captcha', (request, reply) => {
      const parsed = devQuery.safeParse(request.query);
      if (!parsed.success) return badRequest(reply, parsed.error.issues[0]?.message);
      const answer = store.answerOf(parsed.data.token);
      if (!answer) return sendFail(reply, 404, 'not_found', CaptchaMessages.expired);
      const data: DevCaptchaAnswer = { x: answer.x, Y: answer.y };
      return ok(data, deps.clock.now());
    });
  }
  return store;
}

function badRequest(reply: FastifyReply, message: string | undefined) {
  return sendFail(reply, 400, 'bad_request', message || CaptchaMessages.badToken);
}
