// Pins the user-info mapping of product-spec §3: money as exact 2-decimal strings, masks, defaults,
// and the VIP status as of the (simulated) now.
import { describe, expect, it } from 'vitest';
import { fenToYuan } from '../../../../../contracts/wallet/balance';
import {
  maskIdCard,
  toUserInfo,
  vipStatusAt,
} from '../../../../../server/features/account/session/userInfo';
import { balancesText } from '../../../../../server/features/wallet/balance/service';
import type { UserRow } from '../../../../../server/features/account/session/users';

const user = (over: Partial<UserRow> = {}): UserRow => ({
  id: 7,
  account: 'fan_7',
  phone: null,
  passwordHash: null,
  nickName: null,
  userIcon: null,
  describe: null,
  userLevel: 0,
  qiuFlag: 1,
  vipLevel: 0,
  vipStatus: 2,
  vipStart: null,
  vipEnd: null,
  vipAutoRenew: false,
  isChatAdmin: false,
  realName: null,
  idCard: null,
  expertApplyProgress: 0,
  proxy: 0,
  lotteryWhiteUser: false,
  passwordStrength: null,
  createdAt: new Date(0),
  ...over,
});

describe('fenToYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [888800, '8888.00'],
    [123456789012, '1234567890.12'],
    [-150, '-1.50'],
  ])('%d fen is %s', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));
});

describe('maskIdCard', () => {
  it('keeps the first 3 and last 4 characters, or says 未设置', () => {
    expect(maskIdCard('110101199003077777')).toBe('110***********7777');
    expect(maskIdCard(null)).toBe('未设置');
    expect(maskIdCard('1234')).toBe('****');
  });
});

describe('vipStatusAt', () => {
  it('reads an ended period as expired (2), whatever was stored', () => {
    const vipEnd = new Date(1_000);
    expect(vipStatusAt({ vipStatus: 0, vipEnd }, 999)).toBe(0);
    expect(vipStatusAt({ vipStatus: 0, vipEnd }, 1_000)).toBe(2);
    expect(vipStatusAt({ vipStatus: 1, vipEnd: null }, 5)).toBe(1);
  });
});

describe('toUserInfo', () => {
  it('fills the defaults of product-spec §3', () => {
    expect(toUserInfo(user(), 0)).toMatchObject({
      id: 7,
      aicaiId: '7',
      nickName: 'fan_7',
      realNickName: '未设置',
      describe: '未设置',
      realName: '未设置',
      idCard: '未设置',
      bindedWX: '未绑定',
      isExpert: false,
      passwordSet: 0,
      phoneCheck: 0,
      huoyanWallet: '0.00',
      showApplyExpert: '1',
    });
  });

  it('shows the ledger’s balances as 2-decimal strings: money under review counts in the total', () => {
    const wallet = balancesText({
      coinFen: 888_800,
      moneyFen: 12_050,
      withdrawingFen: 10_000,
      earnedTodayFen: 305,
    });
    const info = toUserInfo(user(), 0, {}, wallet);
    expect(info).toMatchObject({
      huoyanWallet: '8888.00',
      ableBalance: '120.50',
      totalBalance: '220.50',
      todayProfit: '3.05',
    });
  });

  it('marks experts and pending applicants as not shown the application entry', () => {
    expect(toUserInfo(user({ userLevel: 1 }), 0)).toMatchObject({
      isExpert: true,
      showApplyExpert: '0',
    });
    expect(toUserInfo(user({ expertApplyProgress: 1 }), 0).showApplyExpert).toBe('0');
    expect(toUserInfo(user({ expertApplyProgress: 3 }), 0).showApplyExpert).toBe('1');
  });
});
