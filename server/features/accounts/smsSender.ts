import type { FastifyBaseLogger } from 'fastify';

/** Where SMS codes go. The companion server has no SMS gateway: codes go to the log (development). */
export interface SmsSender {
  send(phone: string, type: number, code: string): Promise<void>;
}

export interface SentCode {
  phone: string;
  type: number;
  code: string;
  sentAt: number;
}

/**
 * The last code sent to each phone, in memory, for GET /api/dev/sms-codes. Only built outside
 * production: the database keeps hashes alone, so this is the one place a code can be read back.
 */
export class DevCodeBook {
  readonly #latest = new Map<string, SentCode>();
  static readonly MAX_PHONES = 10_000;

  record(sent: SentCode): void {
    this.#latest.delete(sent.phone);
    this.#latest.set(sent.phone, sent);
    // Oldest first in a Map: drop from the front to stay bounded.
    if (this.#latest.size > DevCodeBook.MAX_PHONES) {
      const oldest = this.#latest.keys().next();
      if (!oldest.done) this.#latest.delete(oldest.value);
    }
  }

  latest(phone: string): SentCode | undefined {
    return this.#latest.get(phone);
  }
}

/**
 * Development: the code is written to the server log and to the code book. In production the code
 * never reaches the log (only the type and the masked phone); a real gateway replaces this sender.
 */
export function logSmsSender(
  log: FastifyBaseLogger,
  opts: { production: boolean; book: DevCodeBook | null; now?: () => number },
): SmsSender {
  const now = opts.now ?? Date.now;
  return {
    send: (phone, type, code) => {
      if (opts.production) {
        log.warn({ phone: maskPhone(phone), type }, 'sms code not delivered: no SMS gateway');
      } else {
        log.info({ phone, type, code }, 'sms code (development)');
        opts.book?.record({ phone, type, code, sentAt: now() });
      }
      return Promise.resolve();
    },
  };
}

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
