// Pins product-spec §3 "Customer-service info" (the const config's values override the defaults,
// field by field; an empty one keeps the default) and §9's fallback download agent 2335037.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOMER_SERVICE,
  downloadAgent,
  mergeCustomerService,
} from '../../../../../src/features/service/contact';

describe('mergeCustomerService', () => {
  it('takes the server’s non-empty fields and keeps the defaults for the rest', () => {
    const merged = mergeCustomerService({ tel: '010-1234', email: ' ', wxNumber: 'kf2' });
    expect(merged).toEqual({ ...DEFAULT_CUSTOMER_SERVICE, tel: '010-1234', wxNumber: 'kf2' });
  });
  it('is the defaults without an answer', () => {
    expect(mergeCustomerService(undefined)).toEqual(DEFAULT_CUSTOMER_SERVICE);
  });
});

describe('downloadAgent', () => {
  it('keeps a valid agent id and falls back to 2335037', () => {
    expect(downloadAgent('2335110')).toBe('2335110');
    expect(downloadAgent(null)).toBe('2335037');
    expect(downloadAgent('abc')).toBe('2335037');
  });
});
