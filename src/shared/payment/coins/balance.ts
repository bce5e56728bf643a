import { defineResource } from '@schedulers';
import { fetchCoinBalance } from './api';

/** Asked again on every confirm step: the coins may have moved since. */
export const coinBalanceResource = defineResource({
  name: 'coin-balance',
  key: () => '',
  fetch: (_: void, signal) => fetchCoinBalance(signal),
});
