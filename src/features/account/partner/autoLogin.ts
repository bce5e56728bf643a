import type { PartnerLoginResult } from '@contracts/account/partner';
import { delay } from '@schedulers';
import { currentChannel } from '@shared/channels';
import { failureText, isApiError } from '@shared/http';
import { showToast } from '@shared/overlays';
import { completeLogin, isLoggedIn } from '@shared/session';
// partnerMemory itself, not the session index: this runs on start, before any account screen.
import { rememberedPartnerLogin, rememberPartnerLogin } from '../session/partnerMemory';
import { addressWithoutSecrets, readPartnerParams } from './params';
import { planPartnerLogin, type PartnerPlan } from './plan';
import { JD_LOGIN_DELAY_MS, PARTNER_LOGIN_RETRY_MS, PARTNER_LOGIN_TRIES } from './timings';

export type PartnerOutcome = 'none' | 'skipped' | 'loggedIn' | 'failed';

export interface PartnerCalls {
  jd: (ticket: string, currency: number) => Promise<PartnerLoginResult>;
  tq: (uid: string, sign: string) => Promise<PartnerLoginResult>;
}

/** The real calls, loaded only when a partner actually opens the app (not on every first load). */
const realCalls: PartnerCalls = {
  jd: async (ticket, currency) => (await import('./api')).jdTicketLogin(ticket, currency),
  tq: async (uid, sign) => (await import('./api')).tqSignLogin(uid, sign),
};

/**
 * A refusal the partner's credential will not survive (bad, expired or spent ticket; bad input; a
 * capped IP) ends the tries at once: sending it again cannot help and would only count against the
 * IP. Transport failures, timeouts and 5xx answers are worth the next try.
 */
function isFinal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'server') return true;
  return error.kind === 'http' && error.status !== undefined && error.status < 500;
}

let attempts = 0;
let running: Promise<PartnerOutcome> | null = null;

/** Tries made by the run in flight; back to 0 once it ends either way (product-spec §4). */
export function partnerLoginAttempts(): number {
  return attempts;
}

/**
 * Runs a planned partner login: up to PARTNER_LOGIN_TRIES tries PARTNER_LOGIN_RETRY_MS apart (the
 * shopping app's first after JD_LOGIN_DELAY_MS), then the counter resets. Success stores the token
 * like any login (loginSuccess after 200 ms) and remembers the credential; a final failure tells the
 * fan once. A second call while one runs joins it.
 */
export function runPartnerLogin(
  plan: PartnerPlan,
  calls: PartnerCalls = realCalls,
): Promise<PartnerOutcome> {
  if (plan.kind === 'none') return Promise.resolve('none');
  if (plan.kind === 'skip') return Promise.resolve('skipped');
  running ??= tryLogin(plan, calls).finally(() => {
    attempts = 0;
    running = null;
  });
  return running;
}

async function tryLogin(
  plan: Extract<PartnerPlan, { kind: 'jd' | 'tq' }>,
  calls: PartnerCalls,
): Promise<PartnerOutcome> {
  if (plan.kind === 'jd') await delay(JD_LOGIN_DELAY_MS);
  for (;;) {
    attempts += 1;
    try {
      const result =
        plan.kind === 'jd'
          ? await calls.jd(plan.ticket, plan.currency)
          : await calls.tq(plan.uid, plan.sign);
      completeLogin(result.token);
      rememberPartnerLogin(plan.identity);
      return 'loggedIn';
    } catch (error) {
      if (attempts >= PARTNER_LOGIN_TRIES || isFinal(error)) {
        void showToast(failureText(error, '自动登录失败，请稍后重试'));
        return 'failed';
      }
      await delay(PARTNER_LOGIN_RETRY_MS);
    }
  }
}

/**
 * On start (boot.ts): reads the partner's parameters, takes the one-time credentials out of the
 * address bar before the router sees them, and runs the login in the background.
 */
export function startPartnerAutoLogin(): Promise<PartnerOutcome> {
  const url = new URL(location.href);
  const plan = planPartnerLogin({
    channel: currentChannel().channel,
    params: readPartnerParams(url),
    loggedIn: isLoggedIn(),
    remembered: rememberedPartnerLogin(),
  });
  // Only a partner's own start is touched: other pages may have parameters of the same names.
  const clean = plan.kind === 'none' ? null : addressWithoutSecrets(url);
  if (clean !== null) history.replaceState(history.state, '', clean);
  return runPartnerLogin(plan);
}
