// Pins issue 30 §3 against a burst: registrations by name from one address, each with its own solved
// slider captcha, sent all at once rather than one after another (the probe's 25 of 25). The cap
// counts accounts made, so tries that make none (a taken name, no ticket) leave it alone. The
// one-by-one cap and the captcha itself: accounts.test.ts "POST /api/uc/register".
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaCodes } from '../../../contracts/account/captcha';
import { encryptPasswordForTransport as enc } from '../../../contracts/account/passwordTransport';
import { users } from '../../../server/db/schema';
import { passCaptcha } from '../../kit/captcha';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const CAP = 10;
const capped = '注册过于频繁，请60分钟后再试';

let serial = 0;
const newAccount = () => `burst_${++serial}`;

function register(remoteAddress: string, body: Record<string, unknown>) {
  return test.app.inject({
    method: 'POST',
    url: '/api/uc/register',
    remoteAddress,
    payload: { account: newAccount(), password: enc('secret123'), ...body },
  });
}

/** Tickets solved beforehand, as a script would, so the registrations can leave together. */
async function tickets(remoteAddress: string, n: number): Promise<string[]> {
  const solved: string[] = [];
  for (let i = 0; i < n; i++) solved.push(await passCaptcha(test.app, { remoteAddress }));
  return solved;
}

async function namedAccounts(prefix: string): Promise<number> {
  const [row] = await test.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.account} like ${`${prefix}%`}`);
  return row?.n ?? 0;
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();

describe('registration by name, a burst from one address', () => {
  it('makes no more than the cap when 25 arrive at once, each with a solved captcha', async () => {
    const address = '10.7.0.1';
    const before = await namedAccounts('burst_');
    const answers = await Promise.all(
      (await tickets(address, 25)).map((captchaTicket) => register(address, { captchaTicket })),
    );
    expect(statuses(answers)).toEqual([
      ...Array<number>(CAP).fill(200),
      ...Array<number>(25 - CAP).fill(429),
    ]);
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expectRefusal(refused, 429, 'too_many_requests', capped);
    expect((await namedAccounts('burst_')) - before).toBe(CAP);
  });

  it('counts only accounts made: taken names and missing tickets leave the cap alone', async () => {
    const address = '10.7.0.2';
    const taken = newAccount();
    expect((await register(address, { account: taken, captchaTicket: '' })).statusCode).toBe(400);
    // The first solved ticket makes the account; the rest try the same name at once and fail.
    const sameName = await Promise.all(
      (await tickets(address, CAP)).map((captchaTicket) =>
        register(address, { account: taken, captchaTicket }),
      ),
    );
    expect(statuses(sameName)).toEqual([200, ...Array<number>(CAP - 1).fill(409)]);
    for (let i = 0; i < CAP; i++)
      expectRefusal(await register(address, {}), 400, CaptchaCodes.checkError, '滑块校验失败!');
    // One place used: nine more accounts, then the cap.
    const rest = await Promise.all(
      (await tickets(address, CAP)).map((captchaTicket) => register(address, { captchaTicket })),
    );
    expect(statuses(rest)).toEqual([...Array<number>(CAP - 1).fill(200), 429]);
  });

  it('holds back only the address that made its accounts', async () => {
    const [ticket] = await tickets('10.7.0.3', 1);
    const other = await register('10.7.0.3', { captchaTicket: ticket });
    expect(other.statusCode, other.body).toBe(200);
  });
});
