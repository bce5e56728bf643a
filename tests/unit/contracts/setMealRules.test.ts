// Pins the set-meal scope rules (issue 34 §2; contracts/setMeals.ts ticketRefusals), which the server
// enforces when a ticket pays for a reading and the screens show: every reason at once.
import { describe, expect, it } from 'vitest';
import { ticketRefusals, TICKET_REASONS, type TicketFacts } from '../../../contracts/setMeals';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const jc: TicketFacts = {
  scope: 1,
  pkgExpertId: null,
  lookCount: 3,
  usedCount: 0,
  expiresAt: NOW + 1,
};
const jingcai = { type: 0, expertId: 7 };
const fourteen = { type: 3, expertId: 7 };

describe('ticketRefusals', () => {
  it('lets a live jingcai ticket read a jingcai reading and refuses a fourteen-match one', () => {
    expect(ticketRefusals(jc, jingcai, NOW)).toEqual([]);
    expect(ticketRefusals(jc, fourteen, NOW)).toEqual(['jingcaiOnly']);
  });

  it('lets a fourteen-match ticket read only fourteen-match and pick-nine readings', () => {
    const old = { ...jc, scope: 2 };
    expect(ticketRefusals(old, fourteen, NOW)).toEqual([]);
    expect(ticketRefusals(old, jingcai, NOW)).toEqual(['oldLotteryOnly']);
  });

  it('refuses at the end of validity and once used up', () => {
    expect(ticketRefusals({ ...jc, expiresAt: NOW }, jingcai, NOW)).toEqual(['expired']);
    expect(ticketRefusals({ ...jc, usedCount: 3 }, jingcai, NOW)).toEqual(['usedUp']);
  });

  it('keeps an expert-specific ticket to its expert', () => {
    const own = { ...jc, pkgExpertId: 7 };
    expect(ticketRefusals(own, jingcai, NOW)).toEqual([]);
    expect(ticketRefusals(own, { ...jingcai, expertId: 8 }, NOW)).toEqual(['otherExpert']);
  });

  it('gives every reason at once, each in the fan’s words', () => {
    const all = ticketRefusals(
      { scope: 1, pkgExpertId: 9, lookCount: 3, usedCount: 3, expiresAt: NOW - 1 },
      fourteen,
      NOW,
    );
    expect(all).toEqual(['expired', 'usedUp', 'jingcaiOnly', 'otherExpert']);
    expect(all.map((r) => TICKET_REASONS[r])).toEqual([
      '套餐已过期',
      '套餐次数已用完',
      '竞彩足篮套餐不能查看十四场、任九解读',
      '专家专属套餐只能查看该专家的解读',
    ]);
  });
});
