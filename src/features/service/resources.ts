import { defineResource } from '@schedulers';
import { fetchConstConfig, fetchFaq } from './api';

/** The const config and the FAQ change seldom: kept 10 minutes. */
export const constConfigResource = defineResource({
  name: 'const-config',
  key: () => '',
  fetch: (_: void, signal) => fetchConstConfig(signal),
  staleMs: 10 * 60_000,
});

export const faqResource = defineResource({
  name: 'faq',
  key: () => '',
  fetch: (_: void, signal) => fetchFaq(signal),
  staleMs: 10 * 60_000,
});
