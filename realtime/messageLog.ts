/**
 * A room's messages as the chat shows them (issue 8 item 4): every message once (deduplicated by the
 * server's id, and a sent message matched to its pending copy by the client's id), in order (server
 * time, then id), with the fan's own messages pending, sent or failed.
 */

export interface ServerMessage {
  /** The server's id. */
  id: number;
  /** The client's id of a message the fan sent; absent for everyone else's. */
  clientId?: string;
  userId: number;
  nickname: string;
  text: string;
  /** Server time, ms. */
  at: number;
}

export type SendState = 'pending' | 'sent' | 'failed';

export interface ChatEntry {
  /** `s:<server id>` once the server has it, else `c:<client id>`: stable for React keys. */
  key: string;
  serverId: number | null;
  clientId: string | null;
  userId: number;
  nickname: string;
  text: string;
  at: number;
  /** The fan's own message; null for messages received from others. */
  state: SendState | null;
}

function compare(a: ChatEntry, b: ChatEntry): number {
  // A message still on its way sorts after everything the server has confirmed.
  const pa = a.serverId === null ? 1 : 0;
  const pb = b.serverId === null ? 1 : 0;
  return pa - pb || a.at - b.at || (a.serverId ?? 0) - (b.serverId ?? 0);
}

export class MessageLog {
  private entries: ChatEntry[] = [];
  private readonly byServerId = new Set<number>();

  list(): readonly ChatEntry[] {
    return this.entries;
  }

  /** A message the fan has just written, shown at once as pending. */
  addPending(clientId: string, userId: number, nickname: string, text: string, at: number): void {
    if (this.entries.some((e) => e.clientId === clientId)) return;
    this.insert({
      key: `c:${clientId}`,
      serverId: null,
      clientId,
      userId,
      nickname,
      text,
      at,
      state: 'pending',
    });
  }

  /** The server's copy of a message (an ack, a broadcast or a catch-up): shown once, in order. */
  receive(message: ServerMessage): void {
    if (this.byServerId.has(message.id)) return;
    this.byServerId.add(message.id);
    const own = message.clientId
      ? this.entries.findIndex((e) => e.clientId === message.clientId)
      : -1;
    const entry: ChatEntry = {
      key: `s:${message.id}`,
      serverId: message.id,
      clientId: message.clientId ?? null,
      userId: message.userId,
      nickname: message.nickname,
      text: message.text,
      at: message.at,
      state: own >= 0 ? 'sent' : null,
    };
    if (own >= 0) this.entries = this.entries.filter((_, i) => i !== own);
    this.insert(entry);
  }

  /** A send that got no acknowledgement in time, or was refused: shown failed, with a retry. */
  fail(clientId: string): void {
    this.update(clientId, 'failed');
  }

  /** A retry puts a failed message back to pending (it keeps its client id: no duplicate). */
  retry(clientId: string): ChatEntry | undefined {
    const entry = this.entries.find((e) => e.clientId === clientId && e.state === 'failed');
    if (entry) this.update(clientId, 'pending');
    return entry;
  }

  /** The newest server id held, for catching up after a reconnect. */
  lastServerId(): number | null {
    let last: number | null = null;
    for (const id of this.byServerId) if (last === null || id > last) last = id;
    return last;
  }

  private update(clientId: string, state: SendState): void {
    this.entries = this.entries.map((e) =>
      e.clientId === clientId && e.serverId === null ? { ...e, state } : e,
    );
  }

  private insert(entry: ChatEntry): void {
    const next = [...this.entries, entry];
    next.sort(compare);
    this.entries = next;
  }
}
