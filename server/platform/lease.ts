import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { leases } from '../db/schema';

/**
 * A lease in PostgreSQL (issue 20 §4): work that must run on exactly one instance — the simulator
 * and the tickers beside it — runs where the lease is held. The holder renews it well before it
 * expires; an instance that dies stops renewing, the lease runs out, and another instance takes it.
 *
 * Times are the instances' own wall clocks (they run on one machine, or on machines kept in time),
 * passed in by the caller so tests move them without waiting. An instance restarted under the same
 * INSTANCE_ID takes its lease back at once: no other process can be that instance.
 */
export class Lease {
  private readonly db: Database;
  readonly name: string;
  readonly holder: string;
  readonly ttlMs: number;

  constructor(db: Database, name: string, holder: string, ttlMs: number) {
    this.db = db;
    this.name = name;
    this.holder = holder;
    this.ttlMs = ttlMs;
  }

  /** Takes the lease when free, expired or already ours, and renews it; true when held after. */
  async claim(now: Date): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const rows = await this.db
      .insert(leases)
      .values({ name: this.name, holder: this.holder, expiresAt })
      .onConflictDoUpdate({
        target: leases.name,
        set: { holder: this.holder, expiresAt },
        // One statement: two instances claiming at once cannot both win.
        setWhere: or(eq(leases.holder, this.holder), lte(leases.expiresAt, now)),
      })
      .returning({ holder: leases.holder });
    return rows.length === 1;
  }

  /** Gives the lease up (a clean stop), so another instance need not wait for it to expire. */
  async release(): Promise<void> {
    await this.db
      .delete(leases)
      .where(and(eq(leases.name, this.name), eq(leases.holder, this.holder)));
  }

  /** Who holds the lease now, if anyone. */
  async holderAt(now: Date): Promise<string | null> {
    const rows = await this.db
      .select({ holder: leases.holder })
      .from(leases)
      .where(and(eq(leases.name, this.name), sql`${leases.expiresAt} > ${now}`));
    return rows[0]?.holder ?? null;
  }
}

/** How long a lease lasts without renewal: another instance takes over within about this. */
export const LEASE_TTL_MS = 6_000;
/** How often the holder renews, and the others try: three tries before a held lease runs out. */
export const LEASE_RENEW_MS = 2_000;

export interface LeadershipHooks {
  /** The lease was taken: start the once-only work (it may have run elsewhere until now). */
  onLead(): Promise<void>;
  /** The lease was lost (this instance could not renew in time): stop that work at once. */
  onFollow(): Promise<void>;
}

/**
 * Keeps trying for a lease and runs the hooks as this instance gains or loses it. `check` is one
 * round (the caller's ticker runs it every LEASE_RENEW_MS); a failed round (the database away)
 * counts as not holding only once the lease would have run out.
 */
export class Leadership {
  private leading = false;
  private heldUntil = 0;
  private readonly lease: Lease;
  private readonly hooks: LeadershipHooks;
  private readonly now: () => number;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(lease: Lease, hooks: LeadershipHooks, now: () => number, log?: FastifyBaseLogger) {
    this.lease = lease;
    this.hooks = hooks;
    this.now = now;
    this.log = log;
  }

  get isLeading(): boolean {
    return this.leading;
  }

  async check(): Promise<void> {
    const at = this.now();
    let held: boolean;
    try {
      held = await this.lease.claim(new Date(at));
    } catch (err) {
      this.log?.warn({ err, lease: this.lease.name }, 'lease check failed');
      held = this.leading && this.now() < this.heldUntil;
    }
    if (held) this.heldUntil = at + this.lease.ttlMs;
    if (held && !this.leading) {
      this.leading = true;
      this.log?.info({ lease: this.lease.name, holder: this.lease.holder }, 'took the lease');
      await this.hooks.onLead();
    } else if (!held && this.leading) {
      this.leading = false;
      this.log?.warn({ lease: this.lease.name, holder: this.lease.holder }, 'lost the lease');
      await this.hooks.onFollow();
    }
  }

  /** Stops leading (a clean stop): the work first, then the lease, so another can take it at once. */
  async resign(): Promise<void> {
    if (this.leading) {
      this.leading = false;
      await this.hooks.onFollow();
    }
    await this.lease.release();
  }
}
