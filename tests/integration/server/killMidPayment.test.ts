// Pins issue 18 §4: the server killed with SIGKILL in the middle of a payment and of a withdrawal.
// A top-up is confirmed at the cashier with a late notification and the process is killed before
// the notification lands; a withdrawal is requested and the process killed before any review. After
// the restart nothing is lost and nothing doubled: the provider resends from its table and the order
// ends paid, credited once; the withdrawal is still held, and ends paid out or refused once.
// test-budget: 90 s — three server processes start in turn on a copy of the run's world (one killed mid-payment, one killed after the refusal), beside two other integration files on two cores
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPasswordForTransport } from '../../../contracts/account/passwordTransport';
import { DEMO_PASSWORD } from '../../../server/seed/demoAccounts';
import { eventually } from '../../kit/eventually';
import { runWorldEnv, startServerProcess, type RunningServer } from '../../kit/serverProcess';
import { seededDataDir } from '../../kit/worldTemplate';
import { emptyDatabase } from '../../kit/testDatabase';

const running: RunningServer[] = [];
// PGlite in a data directory of its own, or a database of its own on the PostgreSQL of
// with-postgres.sh: every start of this test opens the same one.
let database: Awaited<ReturnType<typeof emptyDatabase>>;
/** On PGlite, a copy of the run's seeded world: the subject here is the payment, not the seed. */
let seededDir: string | undefined;
beforeAll(async () => {
  database = await emptyDatabase();
  if (database.target.kind === 'pglite')
    seededDir = await seededDataDir({ ...process.env, ...runWorldEnv() });
});
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  await database.remove();
  if (seededDir) rmSync(seededDir, { recursive: true, force: true });
});

async function start(): Promise<RunningServer> {
  const { target } = database;
  const env =
    target.kind === 'postgres'
      ? { DATABASE_URL: target.url }
      : { DATABASE_URL: '', DATA_DIR: seededDir ?? target.dataDir ?? undefined };
  const server = await startServerProcess({ env: { ...env, ...runWorldEnv() } });
  running.push(server);
  return server;
}

async function api<T>(
  base: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T; body: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const body = (await res.json()) as { data: T };
  return { status: res.status, data: body.data, body };
}

async function login(base: string, account: string): Promise<string> {
  const { data } = await api<{ token: string }>(base, '/api/uc/login', {
    body: { account, password: encryptPasswordForTransport(DEMO_PASSWORD) },
  });
  return data.token;
}

const wallet = async (base: string, token: string) =>
  (
    await api<{ huoyanWallet: string; ableBalance: string; totalBalance: string }>(
      base,
      '/api/user/queryMemberHuoyanWallet',
      { token },
    )
  ).data;

describe('SIGKILL in the middle of a payment and a withdrawal', () => {
  it(
    'loses nothing, doubles nothing, and both end in a definite state',
    { timeout: 240_000 },
    async () => {
      const first = await start();
      const fan = await login(first.url, 'demo_fan');
      const expert = await login(first.url, 'demo_expert');
      const coinsBefore = (await wallet(first.url, fan)).huoyanWallet;
      const moneyBefore = await wallet(first.url, expert);

      // The top-up: confirmed at the cashier, its notification due in 5 s.
      const order = await api<{ id: number; key: string }>(first.url, '/api/user/new/charge', {
        token: fan,
        body: {
          amountType: 1,
          productId: 4,
          chargeWayIndex: 3,
          from: 'main',
          returnUrl: `${first.url}/#/userChargeFinish`,
        },
      });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      const decided = await fetch(`${first.url}${order.data.key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'choice=pay&plan=late',
        redirect: 'manual',
      });
      expect(decided.status).toBe(303);

      // The withdrawal: requested, under review.
      const sent = await api(first.url, '/api/user/drawMoney/sendCode', {
        token: expert,
        body: {},
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const code = (await api<{ code: string }>(first.url, '/api/dev/sms-codes?phone=19900000002'))
        .data.code;
      const withdrawal = await api<{ id: number }>(first.url, '/api/user/memberDrawMoney/', {
        token: expert,
        body: {
          amount: '200',
          code,
          requestId: 'kill-test-withdrawal',
          bankCode: 'CMB',
          bank: '招商银行',
          bankCard: '6225880137003456',
          province: '上海市',
          city: '上海市',
          partBank: '招商银行上海分行营业部',
        },
      });
      expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
      const pay = await api<{ status: number }>(
        first.url,
        `/api/check/pay/status?id=${order.data.id}`,
        { token: fan },
      );
      expect(pay.data.status).toBe(1);

      expect(await first.stop('SIGKILL')).toBeNull();

      const second = await start();
      // The provider resends the notification it never got acknowledged: the order ends paid.
      const paid = await eventually(
        () =>
          api<{ status: number }>(second.url, `/api/check/pay/status?id=${order.data.id}`, {
            token: fan,
          }),
        (answer) => answer.data.status !== 1,
      );
      expect(paid.data.status).toBe(2);
      const coinsAfter = Number((await wallet(second.url, fan)).huoyanWallet);
      expect(coinsAfter).toBe(Number(coinsBefore) + 68);

      // The withdrawal is still held: out of the withdrawable money, in the total.
      expect(await wallet(second.url, expert)).toMatchObject({
        ableBalance: (Number(moneyBefore.ableBalance) - 200).toFixed(2),
        totalBalance: moneyBefore.totalBalance,
      });
      const detail = await api<{ status: number }>(
        second.url,
        `/api/user/queryDrawMoneyLogDetail/${withdrawal.data.id}`,
        { token: expert },
      );
      expect(detail.data.status).toBe(1);
      // Refused after the restart: the money comes back once, a second refusal changes nothing.
      const review = () =>
        api(second.url, '/api/dev/withdrawals/review', {
          body: { id: withdrawal.data.id, decision: 'refuse', reason: '测试退回' },
        });
      expect((await review()).status).toBe(200);
      expect((await review()).status).toBe(409);
      expect(await wallet(second.url, expert)).toMatchObject({
        ableBalance: moneyBefore.ableBalance,
        totalBalance: moneyBefore.totalBalance,
      });
      // A second restart credits nothing more.
      await second.stop('SIGKILL');
      const third = await start();
      const fanAgain = await login(third.url, 'demo_fan');
      expect(Number((await wallet(third.url, fanAgain)).huoyanWallet)).toBe(coinsAfter);
    },
  );
});
