import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

/**
 * The secrets that guard money or identity (issue 30 §2, docs/decisions/secrets.md). None has a
 * public default: production must set each (the start stops with one line naming it), and a start
 * outside production that does not set one generates it once and keeps it with its data.
 */
export const GUARDING_SECRETS = {
  payNotifySecret: {
    variable: 'PAY_NOTIFY_SECRET',
    guards: 'the payment provider signs its notifications with it',
  },
  partnerSecret: {
    variable: 'PARTNER_SECRET',
    guards: 'the partner apps sign their login tickets with it',
  },
} as const;

export type GuardingSecret = keyof typeof GUARDING_SECRETS;
export type GuardingSecrets = Record<GuardingSecret, string>;

/** Values published in this repository's history: never good enough for production. */
const PUBLISHED = new Set(['matchday-dev-pay-notify-secret', 'matchday-dev-partner-secret']);

/** The shortest secret production accepts (16 random bytes as hex is 32). */
const MIN_LENGTH = 16;

/** A setting the server cannot start with; main.ts prints its message alone, as one line. */
export class SettingError extends Error {
  override readonly name = 'SettingError';
}

/**
 * The guarding secrets the environment sets ('' where it sets none). Under production each must be
 * set, at least 16 characters long and not a value this repository ever published.
 */
export function readGuardingSecrets(env: NodeJS.ProcessEnv, production: boolean): GuardingSecrets {
  const read = (key: GuardingSecret): string => {
    const { variable, guards } = GUARDING_SECRETS[key];
    const value = env[variable]?.trim() ?? '';
    if (!production) return value;
    if (value === '')
      throw new SettingError(`${variable} must be set under NODE_ENV=production (${guards})`);
    if (value.length < MIN_LENGTH || PUBLISHED.has(value))
      throw new SettingError(
        `${variable} must be a secret of your own, at least ${MIN_LENGTH} characters, under NODE_ENV=production`,
      );
    return value;
  };
  return { payNotifySecret: read('payNotifySecret'), partnerSecret: read('partnerSecret') };
}

/**
 * Fills in the secrets the environment left unset with the ones kept in the database, generating
 * each on the first start. Instances of a cluster racing on a first start agree: the first insert
 * wins and every one reads the row back.
 */
export async function settleGuardingSecrets(
  db: Database,
  given: GuardingSecrets,
): Promise<GuardingSecrets> {
  const missing = (Object.keys(GUARDING_SECRETS) as GuardingSecret[]).filter((k) => !given[k]);
  if (missing.length === 0) return given;
  const names = missing.map((key) => GUARDING_SECRETS[key].variable);
  await db
    .insert(serverSecrets)
    .values(names.map((name) => ({ name, value: randomBytes(32).toString('hex') })))
    .onConflictDoNothing();
  const rows = await db.select().from(serverSecrets).where(inArray(serverSecrets.name, names));
  const kept = new Map(rows.map((row) => [row.name, row.value]));
  const settled = { ...given };
  for (const key of missing) {
    const value = kept.get(GUARDING_SECRETS[key].variable);
    if (!value) throw new Error(`${GUARDING_SECRETS[key].variable} could not be kept`);
    settled[key] = value;
  }
  return settled;
}
