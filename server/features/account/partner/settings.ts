/**
 * The partners' settings (issue 5 item 6). PARTNER_SECRET signs and verifies the shopping app's
 * tickets and the push-ball platform's signs: in production the secret agreed with the partners,
 * which must be set; elsewhere generated once and kept with the data (platform/secrets.ts).
 */

/** How long a ticket or sign is good for after the partner made it (real time, not SIM_SPEED's). */
export const PARTNER_TICKET_TTL_MS = 5 * 60_000;
/** Clock difference tolerated between the partner and us when a sign's time is in the future. */
export const PARTNER_CLOCK_SKEW_MS = 60_000;
/** Spent tickets are kept this long past their expiry, so clock drift cannot revive one. */
export const USED_TICKET_MARGIN_MS = 60 * 60_000;
/** Failed partner logins one IP may make per 15 minutes before it is refused for 15 minutes. */
export const PARTNER_FAILURES_PER_IP = 20;
export const PARTNER_LOCKOUT_MS = 15 * 60_000;

export interface PartnerSettings {
  secret: string;
}
