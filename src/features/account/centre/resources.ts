import { defineResource } from '@schedulers';
import { fetchCheckComplete, fetchPasswordSetInfo, fetchPhoneChangeIndex } from './api';

/** The user centre's state behind its forms, asked on each visit: the fan changes it there. */
export const checkCompleteResource = defineResource({
  name: 'uc-check-complete',
  key: () => '',
  fetch: (_: void, signal) => fetchCheckComplete(signal),
});

export const passwordSetInfoResource = defineResource({
  name: 'uc-password-set-info',
  key: () => '',
  fetch: (_: void, signal) => fetchPasswordSetInfo(signal),
});

export const phoneChangeIndexResource = defineResource({
  name: 'uc-phone-change-index',
  key: () => '',
  fetch: (_: void, signal) => fetchPhoneChangeIndex(signal),
});
