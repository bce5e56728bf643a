import { FALLBACK_MESSAGES } from '@shared/http';
import { useSubmit as useFormSubmit } from '@shared/ui/submit';

/**
 * The shared one-submit-at-a-time hook (src/shared/ui/submit) with the account forms' fallback: the
 * server's Chinese message, or 系统错误 for a failure that is no call's.
 */
export function useSubmit() {
  return useFormSubmit(FALLBACK_MESSAGES.server);
}
