import type { FastifyInstance } from 'fastify';
import {
  captchaCheckResultSchema,
  captchaPuzzleSchema,
  devCaptchaAnswerSchema,
} from '../../contracts/account/captcha';

const dataOf = (body: string) => (JSON.parse(body) as { data: unknown }).data;

/**
 * Solves a slider captcha the way a fan would, through HTTP: a puzzle, its answer from the
 * development-only GET /api/dev/captcha, then the check. Returns the ticket an SMS send needs.
 */
export async function passCaptcha(
  app: FastifyInstance,
  opts: { remoteAddress?: string } = {},
): Promise<string> {
  const img = await app.inject({ method: 'GET', url: '/api/login/img', ...opts });
  if (img.statusCode !== 200) throw new Error(`captcha image: ${img.statusCode} ${img.body}`);
  const { token } = captchaPuzzleSchema.parse(dataOf(img.body));
  const dev = await app.inject({
    method: 'GET',
    url: `/api/dev/captcha?token=${encodeURIComponent(token)}`,
    ...opts,
  });
  if (dev.statusCode !== 200) throw new Error(`captcha answer: ${dev.statusCode} ${dev.body}`);
  const { x } = devCaptchaAnswerSchema.parse(dataOf(dev.body));
  return checkCaptcha(app, token, x, opts);
}

/**
 * The same for a production server, which has no dev endpoint: the answer is read from the
 * in-process store, as only a test can.
 */
export async function passCaptchaInProcess(app: FastifyInstance): Promise<string> {
  const img = await app.inject({ method: 'GET', url: '/api/login/img' });
  const { token } = captchaPuzzleSchema.parse(dataOf(img.body));
  const answer = app.captchaStore.answerOf(token);
  if (!answer) throw new Error('captcha: the puzzle is not in the store');
  return checkCaptcha(app, token, answer.x, {});
}

async function checkCaptcha(
  app: FastifyInstance,
  token: string,
  x: number,
  opts: { remoteAddress?: string },
): Promise<string> {
  const check = await app.inject({
    method: 'POST',
    url: '/api/login/img/check',
    payload: { token, x },
    ...opts,
  });
  if (check.statusCode !== 200) throw new Error(`captcha check: ${check.statusCode} ${check.body}`);
  return captchaCheckResultSchema.parse(dataOf(check.body)).ticket;
}
