import type { FastifyBaseLogger } from 'fastify';

/**
 * Where SMS codes go: one interface, chosen at start. The companion server has no SMS gateway, so a
 * local start prints codes on its console (the way web frameworks ship a console mail backend) and
 * production, until a real gateway is plugged in here, delivers nothing and says so in the log.
 */
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
 * The last code sent to each phone, in memory, for GET /api/dev/sms-codes. Only built with the
 * development doors open (MATCHDAY_DEV_API=1): the database keeps hashes alone, so this is the one
 * place a code can be read back over HTTP.
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
 * A local start: the code is printed on the server's console for the person at it, as a plain line
 * (README "Run it"). Never into the JSON log, which may be shipped elsewhere.
 */
export function consoleSmsSender(print: (line: string) => void): SmsSender {
  return {
    send: (phone, type, code) => {
      print(`SMS code for ${phone} (type ${type}): ${code}`);
      return Promise.resolve();
    },
  };
}

/** Production without an SMS gateway: nothing is delivered; the log names the masked phone only. */
export function undeliveredSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    send: (phone, type) => {
      log.warn({ phone: maskPhone(phone), type }, 'sms code not delivered: no SMS gateway');
      return Promise.resolve();
    },
  };
}

/** The sender, also writing each code into the development code book. */
export function recordingSmsSender(
  sender: SmsSender,
  book: DevCodeBook,
  now: () => number = Date.now,
): SmsSender {
  return {
    send: async (phone, type, code) => {
      book.record({ phone, type, code, sentAt: now() });
      await sender.send(phone, type, code);
    },
  };
}

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
