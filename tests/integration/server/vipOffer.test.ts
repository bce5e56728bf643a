// Pins the red-list offer the set-meal screen's pay reminder shows (issue 34 §2): the catalogue's
// price, period and benefits, as amounts in the wallet's words, to anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redListOfferSchema } from '../../../contracts/vipOffer';
import { RED_LIST } from '../../../server/features/vip';
import { startTestApp, type TestApp } from '../../kit/testApp';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ now: Date.parse('2026-11-25T12:00:00+08:00') });
});
afterAll(() => test.close());

describe('the red-list offer', () => {
  it('answers the catalogue’s membership to a visitor', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/vip/offer/redList' });
    expect(res.statusCode).toBe(200);
    const offer = redListOfferSchema.parse(res.json<{ data: unknown }>().data);
    expect(offer).toEqual({
      onSale: true,
      name: '红单会员',
      price: (RED_LIST.priceFen / 100).toFixed(2),
      periodDays: RED_LIST.periodDays,
      monthlySetMealCount: RED_LIST.monthlySetMealCount,
      halfPriceCount: RED_LIST.halfPriceCount,
      dataMemberValue: (RED_LIST.giftedDataMemberFen / 100).toFixed(2),
    });
  });
});
