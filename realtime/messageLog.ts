import type { ChatWireMessage } from '@contracts/chat';

/**
 * A room's messages as the chat shows them (issue 8 item 4): every message once (deduplicated by the
 * server's id, and a confirmed message replacing its pending copy by the client's id), in server
 * order (its ids only grow), with the fan's own messages pending, sent or failed.
 */

export type SendState = 'pending' | 'sent' | 'failed';

export interface ChatEntry {
  /** `s:<server id>` once the server has it, else `c:<client id>`: stable for list keys. */
  key: string;
  serverId: number | null;
  clientId: string | null;
  userId: number;
  nickName: string;
  userIcon: string | null;
  content: string;
  /** Server time of a stored message; the device's time of one still on its way. */
  at: number;
  /** The fan's own message sent from this screen; null for everything else. */
  state: SendState | null;
  /** Why a failed message failed, in words for the fan. */
  error: string | null;
  /** Whether sending it again may help (a timeout may; text the server refuses will not). */
  retryable: boolean;
  /** No answer came: it may have been stored (others may see it), so it is not offered for deletion. */
  maybeSent: boolean;
}

/**
 * Messages kept in memory per room while the reader follows the newest; older ones are dropped and
 * can be read again by paging. A reader scrolled up is never trimmed under, up to a hard ceiling.
 */
export const MESSAGE_LOG_LIMIT = 1000;
export const MESSAGE_LOG_CEILING = 5 * MESSAGE_LOG_LIMIT;
/**
 * The absolute index of the first message when a room opens. It goes down by one for each older
 * message put on top and up by one for each dropped from the top, so every message keeps its
 * index: a virtualized list (react-virtuoso's firstItemIndex) then keeps the reader where they are.
 */
export const FIRST_INDEX_BASE = 1_000_000_000;

export class MessageLog {
  /** Confirmed messages by ascending server id, then the fan's unconfirmed ones in send order. */
  private confirmed: ChatEntry[] = [];
  private unconfirmed: ChatEntry[] = [];
  private readonly seen = new Set<number>();
  private view: readonly ChatEntry[] = [];
  private dirty = false;
  private readonly limit: number;
  /** Older messages were dropped from the top to stay within the limit. */
  trimmed = false;
  /** The reader is at the newest messages: the oldest may go. Off while they read older ones. */
  private following = true;
  /** The absolute index of the first entry (FIRST_INDEX_BASE). */
  firstIndex = FIRST_INDEX_BASE;

  constructor(limit = MESSAGE_LOG_LIMIT) {
    this.limit = limit;
  }

  /** The entries in display order; the same array until something changes (cheap to compare). */
  list(): readonly ChatEntry[] {
    if (this.dirty) {
      this.view = [...this.confirmed, ...this.unconfirmed];
      this.dirty = false;
    }
    return this.view;
  }

  /** Whether the reader follows the newest messages (trimming waits while they do not). */
  setFollowing(following: boolean): void {
    this.following = following;
  }

  /** A message the fan has just written, shown at once as pending. */
  addPending(
    clientId: string,
    author: { userId: number; nickName: string; userIcon: string | null },
    content: string,
    at: number,
  ): void {
    if (this.unconfirmed.some((e) => e.clientId === clientId)) return;
    this.unconfirmed.push({
      key: `c:${clientId}`,
      serverId: null,
      clientId,
      ...author,
      content,
      at,
      state: 'pending',
      error: null,
      retryable: false,
      maybeSent: false,
    });
    this.dirty = true;
  }

  /**
   * The server's copy of a message (an ack, a broadcast, a catch-up or an older page): shown once,
   * in order. Returns false when it was already there.
   */
  receive(message: ChatWireMessage): boolean {
    if (this.seen.has(message.id)) return false;
    this.seen.add(message.id);
    const ownAt = message.clientMsgId
      ? this.unconfirmed.findIndex((e) => e.clientId === message.clientMsgId)
      : -1;
    const entry: ChatEntry = {
      key: `s:${message.id}`,
      serverId: message.id,
      clientId: message.clientMsgId ?? null,
      userId: message.userId,
      nickName: message.nickName,
      userIcon: message.userIcon,
      content: message.content,
      at: message.createdAt,
      state: ownAt >= 0 ? 'sent' : null,
      error: null,
      retryable: false,
      maybeSent: false,
    };
    if (ownAt >= 0) this.unconfirmed.splice(ownAt, 1);
    this.insertConfirmed(entry);
    this.dirty = true;
    return true;
  }

  /**
   * A page that goes on top of what is held (the first page, an older page): taken newest first,
   * so each message lands above the previous one and the absolute index moves with each — what
   * the reader is looking at stays where it is. Returns how many were new.
   */
  receiveOlder(messages: readonly ChatWireMessage[]): number {
    let added = 0;
    for (const message of [...messages].sort((a, b) => b.id - a.id))
      if (this.receive(message)) added += 1;
    return added;
  }

  /**
   * The id to catch up from: `count` messages before `id` among those held, so a message stored
   * a moment before another but committed after it (PostgreSQL's ids follow the sequence, not the
   * commits) is asked for again; what comes back twice is shown once.
   */
  idBefore(id: number, count: number): number {
    const at = this.confirmed.findIndex((e) => e.serverId === id);
    if (at < 0) return id;
    return this.confirmed[Math.max(0, at - count)]?.serverId ?? id;
  }

  /** A send that got no acknowledgement in time, or was refused: shown failed, maybe with a retry. */
  fail(clientId: string, error: string, retryable: boolean, maybeSent = false): void {
    this.updateUnconfirmed(clientId, (e) => ({
      ...e,
      state: 'failed',
      error,
      retryable,
      maybeSent,
    }));
  }

  /** A retry puts a failed message back to pending (it keeps its client id: no duplicate). */
  retry(clientId: string): ChatEntry | undefined {
    const entry = this.unconfirmed.find((e) => e.clientId === clientId && e.state === 'failed');
    if (!entry) return undefined;
    this.updateUnconfirmed(clientId, (e) => ({
      ...e,
      state: 'pending',
      error: null,
      maybeSent: false,
    }));
    return entry;
  }

  /** Removes a failed message the fan gave up on (never one that may have been stored). */
  discard(clientId: string): void {
    const before = this.unconfirmed.length;
    this.unconfirmed = this.unconfirmed.filter(
      (e) => !(e.clientId === clientId && e.state === 'failed' && !e.maybeSent),
    );
    if (this.unconfirmed.length !== before) this.dirty = true;
  }

  /** The newest server id held, for catching up after a reconnect. */
  lastServerId(): number | null {
    return this.confirmed.at(-1)?.serverId ?? null;
  }

  /** The oldest server id held, for reading older messages. */
  firstServerId(): number | null {
    return this.confirmed[0]?.serverId ?? null;
  }

  /** Forgets every confirmed message (a gap too long to fill), keeping the fan's unsent ones. */
  resetConfirmed(): void {
    this.firstIndex += this.confirmed.length;
    this.confirmed = [];
    this.seen.clear();
    this.trimmed = false;
    this.dirty = true;
  }

  private insertConfirmed(entry: ChatEntry): void {
    const id = entry.serverId ?? 0;
    const list = this.confirmed;
    // Live messages arrive newest last: append without searching.
    if (list.length === 0 || (list.at(-1)?.serverId ?? 0) < id) {
      list.push(entry);
      this.trimTop();
      return;
    }
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid]?.serverId ?? 0) < id) lo = mid + 1;
      else hi = mid;
    }
    // Put on top: everything below keeps its absolute index. An insert further down (a late or
    // out-of-order message) moves what is below it by one, as any list insert does.
    if (lo === 0) this.firstIndex -= 1;
    list.splice(lo, 0, entry);
  }

  /**
   * Keeps a long-open room within the limit by dropping its oldest messages as new ones arrive,
   * while the reader follows the newest; a reader scrolled up is not trimmed under (up to the
   * ceiling, which bounds memory whatever they do).
   */
  private trimTop(): void {
    const cap = this.following ? this.limit : MESSAGE_LOG_CEILING;
    const over = this.confirmed.length - cap;
    if (over <= 0) return;
    for (const old of this.confirmed.splice(0, over))
      if (old.serverId !== null) this.seen.delete(old.serverId);
    this.firstIndex += over;
    this.trimmed = true;
  }

  private updateUnconfirmed(clientId: string, change: (e: ChatEntry) => ChatEntry): void {
    const at = this.unconfirmed.findIndex((e) => e.clientId === clientId);
    const entry = this.unconfirmed[at];
    if (!entry) return;
    this.unconfirmed[at] = change(entry);
    this.dirty = true;
  }
}
