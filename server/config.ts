import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { DEV_SPORTDATA_SECRET } from './platform/gateway/signature';
import { readGuardingSecrets, SettingError } from './platform/secrets';

/** Settings read from the environment once, at start (README "Configuration"). */
export interface ServerConfig {
  host: string;
  port: number;
  /** The built app (vite build) to serve; missing means API only. */
  distDir: string;
  logLevel: string;
  /** Shared secret of the sport-data gateway's verifyStr (SPORTDATA_SECRET). */
  sportdataSecret: string;
  /**
   * Shared secret of the payment provider's signed notifications (PAY_NOTIFY_SECRET). Required in
   * production; elsewhere '' until main.ts fills it in from the data (platform/secrets.ts).
   */
  payNotifySecret: string;
  /** Secret the partner apps sign login tickets with (PARTNER_SECRET); as payNotifySecret. */
  partnerSecret: string;
  /** How many times faster than real time the simulated world runs (SIM_SPEED, default 1). */
  simSpeed: number;
  /** Seed of the generated data and of every simulated match (SIM_SEED, default 2026). */
  simSeed: number;
  /**
   * Where the simulated clock starts, ms since the epoch (SIM_START, an ISO time; default now). A
   * demo or a test can open at a busy evening, whatever the hour it really runs at.
   */
  simStart: number | undefined;
  /**
   * The real time at which the simulated clock stood at SIM_START (SIM_CLOCK_ANCHOR, an ISO time;
   * default this process's start). Instances behind one address share it, so they share one
   * simulated now however far apart they started (scripts: npm run start:cluster).
   */
  simClockAnchor: number | undefined;
  /**
   * This instance's name among several behind one address (INSTANCE_ID, default "main"): the
   * holder of the once-only work's lease (platform/lease.ts). One restarted under the same name
   * takes its lease back at once.
   */
  instanceId: string;
  /**
   * Redis for the chat's rooms across instances (REDIS_URL, e.g. redis://127.0.0.1:6379): with it,
   * socket.io's Redis Streams adapter carries rooms, messages and recovered sessions between them.
   * Unset, one instance keeps its rooms in memory.
   */
  redisUrl: string | undefined;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY, comma-separated addresses,
   * subnets or loopback / linklocal / uniquelocal; default none): behind the cluster's balancer,
   * per-address limits must count fans, not the balancer.
   */
  trustProxy: string[];
  /**
   * NODE_ENV=production: cookies are Secure, secrets and a payment provider must be set, and the
   * development doors stay shut whatever else is set.
   */
  production: boolean;
  /**
   * The development doors (`/api/dev/*`: SMS codes, captcha answers, partner tickets, the finance
   * desk, the simulator's control, a fan's level): only with MATCHDAY_DEV_API=1, and never in
   * production. A plain `npm start` is what a stranger on the network sees (issue 30 §1).
   */
  devApi: boolean;
  /**
   * Check every answer against its contract before it leaves (MATCHDAY_CHECK_ANSWERS=1): the tests
   * turn it on; a start does not pay for it (issue 30 §5).
   */
  checkAnswers: boolean;
  /**
   * Origins besides the server's own that may open the chat socket (CHAT_ORIGINS, comma-separated,
   * e.g. a Vite dev server at http://localhost:5173).
   */
  chatOrigins: string[];
  /**
   * Chat sockets one remote address may hold at once (CHAT_MAX_PER_ADDRESS, default 20): a family
   * behind one router with a few tabs each fits; one client holding thousands does not.
   */
  chatMaxPerAddress: number;
  /**
   * Whether expert applications are taken (EXPERT_APPLY_OPEN, default on; 0, false or off closes
   * the desk: the app then hides the entry and the call answers apply_closed).
   */
  expertApplyOpen: boolean;
  /**
   * The customer-service phone fans are told where a purchase's notice names one (SERVICE_PHONE;
   * the set-meal ordering notice). No default: unset, the notice points to the online service.
   */
  servicePhone: string | null;
  /**
   * Who takes online payments (PAY_PROVIDER): `simulator`, the payment-provider simulator with its
   * cashier pages (/pay-sim/cashier), or `none`. Default: the simulator outside production, so a
   * newcomer can top up; none under production, where only an explicit setting names one.
   */
  payProvider: 'simulator' | null;
  /**
   * Where the download page's 立即下载 sends a phone (DOWNLOAD_IOS_URL, DOWNLOAD_ANDROID_URL: https
   * addresses of the App Store page and of the Android package). No default: unset, the fan is
   * told no package is offered (server/features/download).
   */
  downloadUrls: { ios: string | null; android: string | null };
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 10_000)
    throw new SettingError(`${name} must be a number above 0 and at most 10000, got "${value}"`);
  return n;
}

function seed(value: string | undefined): number {
  if (value === undefined || value === '') return 2026;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1)
    throw new SettingError(`SIM_SEED must be a whole number from 0 to 2147483647, got "${value}"`);
  return n;
}

function instant(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms))
    throw new SettingError(
      `${name} must be an ISO time such as 2026-11-24T20:00:00+08:00, got "${value}"`,
    );
  return ms;
}

function trustedProxies(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch {
    throw new SettingError(
      `TRUST_PROXY must list addresses, subnets or loopback, such as 127.0.0.1,10.0.0.0/8, got "${value}"`,
    );
  }
  return list;
}

function origins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((raw) => {
    const origin = raw.trim();
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
      throw new SettingError(
        `CHAT_ORIGINS must list origins such as http://localhost:5173, got "${origin}"`,
      );
    return origin;
  });
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new SettingError(`${name} must be a whole number from 1 to 1000000, got "${value}"`);
  return n;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new SettingError(`PORT must be a port number, got "${value}"`);
  return n;
}

function redisUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\//.test(url))
    throw new SettingError('REDIS_URL must be a redis:// or rediss:// URL');
  return url;
}

function instanceId(value: string | undefined): string {
  const id = value?.trim() || 'main';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id))
    throw new SettingError(`INSTANCE_ID must be 1–40 letters, digits, - or _, got "${value}"`);
  return id;
}

function payProvider(value: string | undefined, production: boolean): 'simulator' | null {
  const name = value?.trim() ?? '';
  if (name === '') return production ? null : 'simulator';
  if (name === 'simulator') return 'simulator';
  if (name === 'none') return null;
  throw new SettingError(`PAY_PROVIDER must be simulator or none, got "${value}"`);
}

function httpsUrl(name: string, value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (parsed?.protocol !== 'https:')
    throw new SettingError(`${name} must be an https address, got "${value}"`);
  return url;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT),
    distDir: resolve(env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    sportdataSecret: env.SPORTDATA_SECRET || DEV_SPORTDATA_SECRET,
    ...readGuardingSecrets(env, env.NODE_ENV === 'production'),
    simSpeed: positiveNumber('SIM_SPEED', env.SIM_SPEED, 1),
    simSeed: seed(env.SIM_SEED),
    simStart: instant('SIM_START', env.SIM_START),
    simClockAnchor: instant('SIM_CLOCK_ANCHOR', env.SIM_CLOCK_ANCHOR),
    instanceId: instanceId(env.INSTANCE_ID),
    redisUrl: redisUrl(env.REDIS_URL),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    devApi: env.MATCHDAY_DEV_API === '1' && env.NODE_ENV !== 'production',
    checkAnswers: env.MATCHDAY_CHECK_ANSWERS === '1',
    chatOrigins: origins(env.CHAT_ORIGINS),
    chatMaxPerAddress: wholeNumber('CHAT_MAX_PER_ADDRESS', env.CHAT_MAX_PER_ADDRESS, 20),
    expertApplyOpen: !/^(0|false|off|no)$/i.test(env.EXPERT_APPLY_OPEN?.trim() ?? ''),
    servicePhone: env.SERVICE_PHONE?.trim() || null,
    payProvider: payProvider(env.PAY_PROVIDER, env.NODE_ENV === 'production'),
    downloadUrls: {
      ios: httpsUrl('DOWNLOAD_IOS_URL', env.DOWNLOAD_IOS_URL),
      android: httpsUrl('DOWNLOAD_ANDROID_URL', env.DOWNLOAD_ANDROID_URL),
    },
  };
}

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(resolve(distDir, 'index.html'));
}
