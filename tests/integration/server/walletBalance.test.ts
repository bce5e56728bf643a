// Pins issue 18 §3 on the server: the balances (queryMemberHuoyanWallet, and the user centre's
// huoyanWallet / ableBalance / totalBalance / todayProfit) and the coin and money details by day
// range and page (queryHuoyanWalletList/{day}/{pageNo}, queryMemberMoneyList/{day}/{pageNo}), all
// read from the ledger: 2-decimal strings, each line saying what it was for, lapsed coins leaving
// with their own line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '../../../contracts/account/session';
import {
  WALLET_DETAIL_PAGE_SIZE,
  walletBalancesSchema,
  walletPageSchema,
} from '../../../contracts/wallet/balance';
import { insertUser } from '../../../server/features/account/session/users';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger, transfer, type TransferRequest } from '../../../server/platform/ledger';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
let test: TestApp;
let serial = 0;

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
});
afterAll(() => test.close());

async function fan() {
  const id = await insertUser(test.database.db, { account: `wallet_fan_${++serial}` });
  if (!id) throw new Error('no user');
  return { id, token: await openSession(test.database.db, id) };
}

const get = (url: string, token?: string) =>
  test.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function move(request: Omit<TransferRequest, 'key'>, at = NOW) {
  const outcome = await transfer(
    test.database.db,
    { ...request, key: `${request.kind}:${++serial}` },
    at,
  );
  if (!outcome.ok) throw new Error(outcome.refusal.code);
}

describe('the balances', () => {
  it('come from the ledger as 2-decimal strings, in the wallet and in the user centre', async () => {
    const me = await fan();
    await move({
      kind: 'top_up',
      memo: '充值',
      from: { house: 'gateway' },
      to: { user: me.id, kind: 'coin' },
      amountFen: 12_345,
    });
    await move({
      kind: 'share',
      memo: '方案分成',
      from: { house: 'gateway' },
      to: { user: me.id, kind: 'money' },
      amountFen: 5_050,
    });
    const wallet = walletBalancesSchema.parse(
      (await get('/api/user/queryMemberHuoyanWallet', me.token)).json<{ data: unknown }>().data,
    );
    expect(wallet).toEqual({
      huoyanWallet: '123.45',
      ableBalance: '50.50',
      totalBalance: '50.50',
      todayProfit: '50.50',
    });
    const info = userInfoSchema.parse(
      (await get('/api/uc/index', me.token)).json<{ data: unknown }>().data,
    );
    expect(info).toMatchObject(wallet);
  });

  it('need login', async () => {
    expectRefusal(await get('/api/user/queryMemberHuoyanWallet'), 401, 'no_login');
  });
});

describe('the details', () => {
  it('list each movement newest first, signed, with what it was for', async () => {
    const me = await fan();
    await move(
      {
        kind: 'top_up',
        memo: '充值',
        from: { house: 'gateway' },
        to: { user: me.id, kind: 'coin' },
        amountFen: 10_000,
      },
      NOW - 2 * DAY,
    );
    await move(
      {
        kind: 'purchase',
        memo: '购买方案',
        from: { user: me.id, kind: 'coin' },
        to: { house: 'sales' },
        amountFen: 1_800,
      },
      NOW - DAY,
    );
    const page = walletPageSchema.parse(
      (await get('/api/user/queryHuoyanWalletList/7/1', me.token)).json<{ data: unknown }>().data,
    );
    expect(page.list.map((e) => [e.title, e.amount, e.kind])).toEqual([
      ['购买方案', '-18.00', 'purchase'],
      ['充值', '+100.00', 'top_up'],
    ]);
    expect(page).toMatchObject({ pageNo: 1, pageSize: WALLET_DETAIL_PAGE_SIZE, hasMore: false });
    // A one-day range keeps yesterday's purchase and leaves the top-up of two days ago out.
    const lastDay = walletPageSchema.parse(
      (await get('/api/user/queryHuoyanWalletList/1/1', me.token)).json<{ data: unknown }>().data,
    );
    expect(lastDay.list.map((e) => e.title)).toEqual(['购买方案']);
  });

  it('page by 20, and show lapsed reward coins leaving with a line of their own', async () => {
    const me = await fan();
    for (let i = 0; i < WALLET_DETAIL_PAGE_SIZE; i += 1)
      await move(
        {
          kind: 'top_up',
          memo: '充值',
          from: { house: 'gateway' },
          to: { user: me.id, kind: 'coin' },
          amountFen: 100,
        },
        NOW - 10 * DAY + i,
      );
    await move(
      {
        kind: 'reward',
        memo: '进球红包雨奖励',
        from: { house: 'rewards' },
        to: { user: me.id, kind: 'coin' },
        amountFen: 300,
        validUntil: NOW - DAY,
      },
      NOW - 8 * DAY,
    );
    const first = walletPageSchema.parse(
      (await get('/api/user/queryHuoyanWalletList/30/1', me.token)).json<{ data: unknown }>().data,
    );
    expect(first.list).toHaveLength(WALLET_DETAIL_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.list[0]).toMatchObject({ title: '奖励金币过期', amount: '-3.00', kind: 'expiry' });
    const second = walletPageSchema.parse(
      (await get('/api/user/queryHuoyanWalletList/30/2', me.token)).json<{ data: unknown }>().data,
    );
    expect(second.list).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
  });

  it('keep coins and money apart', async () => {
    const me = await fan();
    await move({
      kind: 'share',
      memo: '方案分成',
      from: { house: 'gateway' },
      to: { user: me.id, kind: 'money' },
      amountFen: 999,
    });
    const money = walletPageSchema.parse(
      (await get('/api/user/queryMemberMoneyList/7/1', me.token)).json<{ data: unknown }>().data,
    );
    const coins = walletPageSchema.parse(
      (await get('/api/user/queryHuoyanWalletList/7/1', me.token)).json<{ data: unknown }>().data,
    );
    expect(money.list.map((e) => e.amount)).toEqual(['+9.99']);
    expect(coins.list).toEqual([]);
  });

  it('refuse a range or a page that makes no sense with a clear 400', async () => {
    const me = await fan();
    for (const path of ['0/1', '367/1', '7/0', 'x/1', '7/99999999999'])
      expectRefusal(
        await get(`/api/user/queryHuoyanWalletList/${path}`, me.token),
        400,
        'bad_request',
      );
  });
});
