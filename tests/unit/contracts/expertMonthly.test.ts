// The monthly package's send status (product-spec §4: 0 not bought, 1 unused, 2 in use, 3
// finished) and which of an expert's packages speaks for the fan (contracts/expertMonthly.ts).
import { describe, expect, it } from 'vitest';
import { currentMonthly, SEND_STATUS, sendStatusOf } from '../../../contracts/expertMonthly';

const NOW = Date.parse('2026-11-29T12:00:00+08:00');
const ticket = (usedCount: number, expiresAt = NOW + 1, boughtAt = NOW - 1) => ({
  lookCount: 20,
  usedCount,
  expiresAt,
  boughtAt,
});

describe('sendStatusOf', () => {
  it('is 0 without a package, 1 before a reading, 2 while readings are left, 3 once over', () => {
    expect(sendStatusOf(null, NOW)).toBe(SEND_STATUS.none);
    expect(sendStatusOf(ticket(0), NOW)).toBe(SEND_STATUS.unused);
    expect(sendStatusOf(ticket(1), NOW)).toBe(SEND_STATUS.inUse);
    expect(sendStatusOf(ticket(19), NOW)).toBe(SEND_STATUS.inUse);
    expect(sendStatusOf(ticket(20), NOW)).toBe(SEND_STATUS.finished);
    // Expiry ends it whatever is left; it is over at its very moment.
    expect(sendStatusOf(ticket(0, NOW), NOW)).toBe(SEND_STATUS.finished);
    expect(sendStatusOf(ticket(3, NOW - 1), NOW)).toBe(SEND_STATUS.finished);
  });
});

describe('currentMonthly', () => {
  it('prefers the package in use, then an unused one, then the latest finished', () => {
    const finished = ticket(20, NOW + 1, NOW - 10);
    const unused = ticket(0, NOW + 1, NOW - 5);
    const inUse = ticket(4, NOW + 1, NOW - 20);
    expect(currentMonthly([finished, unused, inUse], NOW)).toBe(inUse);
    expect(currentMonthly([finished, unused], NOW)).toBe(unused);
    const older = ticket(20, NOW + 1, NOW - 30);
    expect(currentMonthly([older, finished], NOW)).toBe(finished);
    expect(currentMonthly([], NOW)).toBeNull();
  });
});
