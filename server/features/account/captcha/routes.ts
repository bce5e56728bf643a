import {
  devCaptcha,
  loginImg,
  loginImgCheck,
  type CaptchaPuzzle,
} from '../../../../contracts/account/captcha';
import { limiter, type Limiter } from '../../../platform/limiter';
import { done, refused } from '../../../platform/refusals';
import type { Router } from '../../../platform/route';
import type { Random } from './background';
import { drawPuzzle } from './puzzle';
import { CaptchaRefusals, checkRefusal } from './refusals';
import { CAPTCHA_IMAGES_PER_IP_PER_MINUTE } from './settings';
import { CaptchaStore } from './store';
import { MINUTE_MS } from '../../../../domain/time';

export interface CaptchaDeps {
  /** The development doors are open (MATCHDAY_DEV_API=1): the answer endpoint exists. */
  devApi: boolean;
  store?: CaptchaStore;
  /** Only paints the picture; the hole's place comes from node:crypto. */
  random?: Random;
  imagesPerIp?: Limiter;
}

/**
 * GET /api/login/img (a new puzzle), POST /api/login/img/check {token, x} (a ticket when it fits) and,
 * with the development doors open, GET /api/dev/captcha?token= (the answer, for browser tests). docs/api.md
 * "Accounts", docs/decisions/captcha.md. Returns the store of live puzzles and tickets, which the
 * features that send codes spend tickets from (captchaTickets in ./index.ts).
 */
export function captchaRoutes(route: Router, deps: CaptchaDeps): CaptchaStore {
  const store = deps.store ?? new CaptchaStore();
  const random = deps.random ?? Math.random;
  const imagesPerIp =
    deps.imagesPerIp ??
    limiter({ limit: CAPTCHA_IMAGES_PER_IP_PER_MINUTE, windowMs: MINUTE_MS, lockMs: MINUTE_MS });

  route(loginImg, (_input, { request, reply }) => {
    if (imagesPerIp.lockedFor(request.ip) > 0) return refused(CaptchaRefusals.tooManyImages);
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
    return done(data);
  });

  route(loginImgCheck, ({ token, x }) => {
    const outcome = store.check(token, x);
    return outcome.kind === 'pass'
      ? done({ ticket: outcome.ticket })
      : refused(checkRefusal(outcome));
  });

  if (deps.devApi) {
    route(devCaptcha, ({ token }) => {
      const answer = store.answerOf(token);
      return answer ? done({ x: answer.x, Y: answer.y }) : refused(CaptchaRefusals.unknownToken);
    });
  }
  return store;
}
