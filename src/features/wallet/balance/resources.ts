import { HOUR_MS } from '@domain/time';
import { defineResource } from '@schedulers';
import { fetchBalances } from './api';
import { fetchChargeConfig } from '../charge/api';
import { fetchBranches, fetchCities, fetchMemberBank } from '../withdraw/api';

/** Banks' cities and branches change with a bank's network, not within a visit. */
const PICKER_LIST_STALE_MS = HOUR_MS;

/** The wallet's resources, asked on each visit: every payment and withdrawal changes them. */
export const balancesResource = defineResource({
  name: 'wallet-balances',
  key: () => '',
  fetch: (_: void, signal) => fetchBalances(signal),
});

export const chargeConfigResource = defineResource({
  name: 'wallet-charge-config',
  key: () => '',
  fetch: (_: void, signal) => fetchChargeConfig(signal),
});

export const memberBankResource = defineResource({
  name: 'wallet-member-bank',
  key: () => '',
  fetch: (_: void, signal) => fetchMemberBank(signal),
});

/** The cities of a province, for the new card's picker: the same for every fan, kept an hour. */
export const citiesResource = defineResource({
  name: 'wallet-cities',
  key: (provinceId: number) => String(provinceId),
  fetch: (provinceId, signal) => fetchCities(provinceId, signal),
  staleMs: PICKER_LIST_STALE_MS,
});

/** The branches of one bank in one city. */
export const branchesResource = defineResource({
  name: 'wallet-branches',
  key: ({ cityId, bankId }: { cityId: number; bankId: number }) => `${cityId}:${bankId}`,
  fetch: ({ cityId, bankId }, signal) => fetchBranches(cityId, bankId, signal),
  staleMs: PICKER_LIST_STALE_MS,
});
