// Pins issue 18 §3 (withdrawal) on the server: the page's data (saved cards masked, banks,
// provinces → cities → branches, balance, masked holder and phone, today's count); the rules of
// docs/decisions/withdrawal.md (identity and phone first, 10–50,000 yuan, 3 a day, the 1% fee
// between 1 and 25 yuan, the balance, the SMS code, card checks, 5 saved cards); the money leaving
// the balance when requested and coming back when refused; the finance desk's review and payout on
// the simulated clock; one withdrawal per requestId whatever the retries; the ledger's audit after.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletBalancesSchema } from '../../../contracts/wallet/balance';
import {
  WITHDRAW_STATUS,
  memberBankSchema,
  withdrawalDetailSchema,
  type MemberBank,
} from '../../../contracts/wallet/withdraw';
import { insertUser } from '../../../server/features/account/session/users';
import { runFinanceDesk, WITHDRAW_TIMINGS } from '../../../server/features/wallet/withdraw';
import { smsCodes, users, withdrawals } from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { auditLedger } from '../../../server/platform/ledger';
import { grant } from '../../kit/grant';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T10:00:00+08:00');
/** A card number with a valid Luhn digit. */
const CARD = '6222020200112233446';
const OTHER_CARD = '6217000010001234569';
let test: TestApp;
let serial = 0;
let ip = 0;

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
});
afterAll(() => test.close());
afterEach(async () => {
  expect(await auditLedger(test.database.db)).toEqual({ ok: true, problems: [] });
});

async function member(opts: { money?: number; realName?: string | null; phone?: boolean } = {}) {
  serial += 1;
  const id = await insertUser(test.database.db, {
    account: `draw_${serial}`,
    phone: opts.phone === false ? null : `1770000${String(serial).padStart(4, '0')}`,
    realName: opts.realName === undefined ? '王建国' : opts.realName,
  });
  if (!id) throw new Error('no user');
  if (opts.money) await grant(test.database.db, id, 'money', opts.money, test.clock.now());
  return { id, token: await openSession(test.database.db, id) };
}
type Member = Awaited<ReturnType<typeof member>>;

const call = (me: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${me.token}` },
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload ? { payload } : {}),
  });

const dataOf = <T>(res: { statusCode: number; body: string; json: () => unknown }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

async function bankPage(me: Member): Promise<MemberBank> {
  return memberBankSchema.parse(dataOf(await call(me, 'GET', '/api/user/queryMemberBank/1')));
}

/**
 * Sends a withdrawal code and reads it from the development code book. A phone gets one code a
 * minute: earlier codes are dated a minute back first, instead of waiting.
 */
async function smsCode(me: Member): Promise<string> {
  const [row] = await test.database.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, me.id));
  await test.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '61 seconds'` })
    .where(eq(smsCodes.phone, row!.phone!));
  dataOf(await call(me, 'POST', '/api/user/drawMoney/sendCode', {}));
  const dev = await test.app.inject({
    method: 'GET',
    url: `/api/dev/sms-codes?phone=${row!.phone}`,
  });
  return dataOf<{ code: string }>(dev).code;
}

const NEW_CARD = {
  bankCode: 'ICBC',
  bank: '中国工商银行',
  bankCard: CARD,
  province: '广东省',
  city: '深圳市',
  partBank: '中国工商银行深圳分行营业部',
};

let requestSerial = 0;
async function withdraw(me: Member, body: Record<string, unknown>) {
  return call(me, 'POST', '/api/user/memberDrawMoney/', {
    amount: '100.00',
    code: await smsCode(me),
    requestId: `req-${++requestSerial}-abcdef`,
    ...NEW_CARD,
    ...body,
  });
}

const balances = async (me: Member) =>
  walletBalancesSchema.parse(dataOf(await call(me, 'GET', '/api/user/queryMemberHuoyanWallet')));

const detail = async (me: Member, id: number) =>
  withdrawalDetailSchema.parse(
    dataOf(await call(me, 'GET', `/api/user/queryDrawMoneyLogDetail/${id}`)),
  );

describe('the withdrawal page’s data', () => {
  it('masks the holder and the phone, lists banks and provinces, and walks cities to branches', async () => {
    const me = await member({ money: 500 });
    const page = await bankPage(me);
    expect(page).toMatchObject({
      cards: [],
      ableBalance: '500.00',
      holder: '王**',
      todayCount: 0,
    });
    expect(page.phone).toMatch(/^177\*{4}\d{4}$/);
    expect(page.banks.map((b) => b.bankCode)).toContain('ICBC');
    const guangdong = page.provinces.find((p) => p.name === '广东省')!;
    const cities = dataOf<Array<{ cityId: number; name: string }>>(
      await test.app.inject({
        method: 'GET',
        url: `/api/findCitysByProvinceId/?provinceId=${guangdong.provinceId}`,
      }),
    );
    const shenzhen = cities.find((c) => c.name === '深圳市')!;
    const branches = dataOf<Array<{ name: string }>>(
      await test.app.inject({
        method: 'GET',
        url: `/api/findParkBank/?cityId=${shenzhen.cityId}&bankId=1`,
      }),
    );
    expect(branches.map((b) => b.name)).toContain('中国工商银行深圳分行营业部');
    expect(
      dataOf<unknown[]>(
        await test.app.inject({ method: 'GET', url: '/api/findCitysByProvinceId/?provinceId=999' }),
      ),
    ).toEqual([]);
  });
});

describe('asking to withdraw', () => {
  it('takes the money from the balance at once, with the fee shown, and the card saved masked', async () => {
    const me = await member({ money: 500 });
    const { id } = dataOf<{ id: number }>(await withdraw(me, { amount: '200' }));
    expect(await balances(me)).toMatchObject({ ableBalance: '300.00', totalBalance: '500.00' });
    expect(await detail(me, id)).toMatchObject({
      amount: '200.00',
      fee: '2.00',
      arrival: '198.00',
      status: WITHDRAW_STATUS.reviewing,
      statusText: '审核中',
      bankName: '中国工商银行',
      cardTail: '3446',
    });
    const page = await bankPage(me);
    expect(page.cards).toEqual([
      expect.objectContaining({ cardTail: '3446', partBank: NEW_CARD.partBank }),
    ]);
    expect(JSON.stringify(page)).not.toContain(CARD);
    expect(page.todayCount).toBe(1);
    // The money detail's line links to the withdrawal.
    const money = dataOf<{ list: Array<{ title: string; amount: string; withdrawalId?: number }> }>(
      await call(me, 'GET', '/api/user/queryMemberMoneyList/7/1'),
    );
    expect(money.list[0]).toMatchObject({ title: '提现', amount: '-200.00', withdrawalId: id });
  });

  it('refuses by the rules, each with its message, and moves nothing', async () => {
    const rich = await member({ money: 60_000 });
    expectRefusal(
      await withdraw(rich, { amount: '9.99' }),
      400,
      'bad_amount',
      '单笔提现不能少于10元',
    );
    expectRefusal(
      await withdraw(rich, { amount: '50000.01' }),
      400,
      'bad_amount',
      '单笔提现不能超过50000元',
    );
    expectRefusal(
      await withdraw(rich, { amount: '1.234' }),
      400,
      'bad_request',
      '请输入正确的提现金额',
    );
    const poor = await member({ money: 50 });
    expectRefusal(
      await withdraw(poor, { amount: '50.01' }),
      409,
      'balance_not_enough',
      '可提现余额不足',
    );
    const anonymous = await member({ money: 500, realName: null });
    expectRefusal(
      await withdraw(anonymous, { code: '123456' }),
      409,
      'identity_required',
      '提现前请先完成实名认证',
    );
    const noPhone = await member({ money: 500, phone: false });
    expectRefusal(
      await call(noPhone, 'POST', '/api/user/drawMoney/sendCode', {}),
      409,
      'phone_required',
    );
    // A wrong code, a card that fails the check digit, a branch of another city.
    const me = await member({ money: 500 });
    await smsCode(me);
    expectRefusal(
      await call(me, 'POST', '/api/user/memberDrawMoney/', {
        amount: '100',
        code: '000000',
        requestId: 'wrong-code-1',
        ...NEW_CARD,
      }),
      400,
      'code_error',
    );
    expectRefusal(
      await withdraw(me, { bankCard: '6222020200112233445' }),
      400,
      'bad_card',
      '请输入正确的银行卡号',
    );
    expectRefusal(await withdraw(me, { partBank: '中国工商银行广州分行营业部' }), 400, 'bad_bank');
    expectRefusal(await withdraw(me, { drawMoneyWayId: 999_999 }), 404, 'card_not_found');
    expect(await balances(me)).toMatchObject({ ableBalance: '500.00', totalBalance: '500.00' });
  });

  it('allows three a day', async () => {
    const me = await member({ money: 500 });
    for (let i = 0; i < 3; i += 1) dataOf(await withdraw(me, { amount: '10' }));
    expectRefusal(await withdraw(me, { amount: '10' }), 409, 'daily_count');
    expect(await balances(me)).toMatchObject({ ableBalance: '470.00' });
  });

  it('withdraws once for one requestId, retried in turn or at once', async () => {
    const me = await member({ money: 500 });
    const code = await smsCode(me);
    const body = { amount: '100', code, requestId: 'same-request-123', ...NEW_CARD };
    const first = dataOf<{ id: number }>(
      await call(me, 'POST', '/api/user/memberDrawMoney/', body),
    );
    const again = await Promise.all(
      Array.from({ length: 5 }, () => call(me, 'POST', '/api/user/memberDrawMoney/', body)),
    );
    for (const res of again) expect(dataOf<{ id: number }>(res).id).toBe(first.id);
    expectRefusal(
      await call(me, 'POST', '/api/user/memberDrawMoney/', { ...body, amount: '50' }),
      409,
      'idempotency_conflict',
    );
    expect(await balances(me)).toMatchObject({ ableBalance: '400.00' });
  });

  it('keeps five cards at most, deletes one of the member’s own, and reuses a saved one', async () => {
    const me = await member({ money: 500 });
    const numbers = [
      '6222020200112233446',
      '6217000010001234569',
      '6228480402564890018',
      '6225880137003456',
      '6214830100000008',
    ];
    for (const [i, bankCard] of numbers.entries()) {
      // Three withdrawals a day: the last two cards are used the next day.
      if (i === 3) test.clock.advance(86_400_000);
      dataOf(await withdraw(me, { amount: '10', bankCard }));
    }
    const cards = (await bankPage(me)).cards;
    expect(cards).toHaveLength(5);
    expectRefusal(
      await withdraw(me, { amount: '10', bankCard: '6212260200012345670' }),
      409,
      'too_many_cards',
    );
    const stranger = await member();
    expectRefusal(
      await call(stranger, 'GET', `/api/user/deleteMemberDrawMoneyWay/${cards[0]!.id}`),
      404,
      'card_not_found',
    );
    dataOf(await call(me, 'GET', `/api/user/deleteMemberDrawMoneyWay/${cards[0]!.id}`));
    expect((await bankPage(me)).cards).toHaveLength(4);
    const { id } = dataOf<{ id: number }>(
      await withdraw(me, { amount: '10', drawMoneyWayId: cards[1]!.id }),
    );
    expect((await detail(me, id)).cardTail).toBe(cards[1]!.cardTail);
    expectRefusal(
      await call(stranger, 'GET', `/api/user/queryDrawMoneyLogDetail/${id}`),
      404,
      'withdrawal_not_found',
    );
  });
});

describe('the finance desk', () => {
  it('reviews after its delay, pays out after the next, and the fee goes to the house', async () => {
    const me = await member({ money: 500 });
    const { id } = dataOf<{ id: number }>(
      await withdraw(me, {
        amount: '300',
        bankCard: OTHER_CARD,
        bank: '中国建设银行',
        bankCode: 'CCB',
        partBank: '中国建设银行深圳城东支行',
      }),
    );
    await runFinanceDesk(test.database.db, test.clock.now());
    expect((await detail(me, id)).status).toBe(WITHDRAW_STATUS.reviewing);
    test.clock.advance(WITHDRAW_TIMINGS.reviewAfterMs);
    await runFinanceDesk(test.database.db, test.clock.now());
    expect(await detail(me, id)).toMatchObject({
      status: WITHDRAW_STATUS.paying,
      statusText: '打款中',
    });
    test.clock.advance(WITHDRAW_TIMINGS.payoutAfterMs);
    await runFinanceDesk(test.database.db, test.clock.now());
    const paid = await detail(me, id);
    expect(paid).toMatchObject({
      status: WITHDRAW_STATUS.paid,
      statusText: '已到账',
      fee: '3.00',
      arrival: '297.00',
    });
    expect(paid.paidAt).not.toBeNull();
    expect(await balances(me)).toMatchObject({ ableBalance: '200.00', totalBalance: '200.00' });
  });

  it('gives the money back when it refuses, once, with the reason', async () => {
    const me = await member({ money: 500 });
    const { id } = dataOf<{ id: number }>(await withdraw(me, { amount: '150' }));
    const review = (decision: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/dev/withdrawals/review',
        payload: { id, decision, reason: '银行卡信息有误' },
      });
    const answers = await Promise.all([review('refuse'), review('refuse'), review('approve')]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = await detail(me, id);
    if (refused.status === WITHDRAW_STATUS.refused) {
      expect(refused).toMatchObject({ statusText: '审核未通过', reason: '银行卡信息有误' });
      expect(await balances(me)).toMatchObject({ ableBalance: '500.00', totalBalance: '500.00' });
      const money = dataOf<{
        list: Array<{ title: string; amount: string; withdrawalId?: number }>;
      }>(await call(me, 'GET', '/api/user/queryMemberMoneyList/7/1'));
      expect(money.list[0]).toMatchObject({
        title: '提现退回',
        amount: '+150.00',
        withdrawalId: id,
      });
    } else {
      expect(refused.status).toBe(WITHDRAW_STATUS.paying);
      expect(await balances(me)).toMatchObject({ ableBalance: '350.00', totalBalance: '500.00' });
    }
    const [row] = await test.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.reviewedAt).not.toBeNull();
  });
});
