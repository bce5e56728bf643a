import {
  CHAT_EVENTS,
  CHAT_REFUSALS,
  chatSendAckSchema,
  chatUserStatusSchema,
  chatWireMessageSchema,
  checkChatText,
  joinAckSchema,
  onlineUpdateSchema,
  type ChatRefusal,
  type ChatUserStatus,
  type ChatWireMessage,
  type RoomRef,
} from '@contracts/chat';
import { CHAT_ACK_TIMEOUT_MS } from '@schedulers';
import { MessageLog, type ChatEntry } from './messageLog';
import { roomKey, type JoinResult, type RoomRegistry } from './rooms';
import { OfflineError, sendWithAck } from './send';
import type { Transport } from './transport';

/** A page of messages read over HTTP (the gateway's chat calls), oldest first. */
export interface MessagePage {
  messages: readonly ChatWireMessage[];
  /** More lie beyond this page in the direction asked. */
  hasMore: boolean;
}

/** Where a room's history comes from: the app wires the gateway calls in (realtime has no HTTP). */
export interface ChatHistory {
  /** The latest messages. */
  latest(room: RoomRef): Promise<MessagePage>;
  /** What came after a message, oldest first (the catch-up after a reconnect). */
  after(room: RoomRef, afterId: number): Promise<MessagePage>;
  /** The page before a message (a reader scrolling up). */
  before(room: RoomRef, beforeId: number): Promise<MessagePage>;
}

export interface ChatIdentity {
  userId: number;
  nickName: string;
  userIcon: string | null;
}

export interface ChatRoomDeps {
  transport: Transport;
  rooms: RoomRegistry;
  history: ChatHistory;
  /** The logged-in fan, or null for a visitor. */
  identity: () => ChatIdentity | null;
  /** A fresh client message id (8 to 64 of [A-Za-z0-9_-]). */
  newId: () => string;
  /** Now, on the device, for the time of a message still on its way. */
  now: () => number;
  /** Server time now (muted-until is in server time). */
  serverNow?: () => number;
  ackTimeoutMs?: number;
}

export interface ChatRoomState {
  entries: readonly ChatEntry[];
  /** The absolute index of the first entry (react-virtuoso's firstItemIndex). */
  firstIndex: number;
  history: 'loading' | 'ready' | 'error';
  historyError: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The room's online count: the call at open, then the server's updates. */
  onlineCount: number | null;
  /** While muted: until when (server ms; null = until lifted). */
  mutedUntil: number | null;
  muted: boolean;
  /** The server refused to let this socket into the room. */
  roomError: string | null;
}

export type SendResult = { ok: true } | { ok: false; code: ChatRefusal; msg: string };

/** Catch-up pages before giving up on filling a gap and starting from the latest again. */
export const MAX_CATCH_UP_PAGES = 10;

const SEND_FAILED = '发送失败，请检查网络后重试';

/** Refusals that sending the same text again cannot cure. */
const FINAL_REFUSALS = new Set(['empty', 'too_long', 'html_not_allowed', 'bad_payload', 'muted']);

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * One match's chat room on the shared connection (issue 8 item 4): its messages once each and in
 * order, sends with a client id and an acknowledgement (pending, then sent, or failed with a
 * retry), the catch-up after a reconnect the server did not recover, older pages, the online count
 * and the fan's mute. Framework-free: the app's store subscribes to its state.
 */
export class ChatRoomClient {
  readonly room: RoomRef;
  private readonly deps: ChatRoomDeps;
  private readonly log = new MessageLog();
  private state: ChatRoomState;
  private readonly listeners = new Set<(state: ChatRoomState) => void>();
  private readonly disposers: Array<() => void> = [];
  private opened = false;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  /** A join answered before the latest page arrived: catch up once it has. */
  private joinedBeforeHistory = false;
  /** Messages that came over the socket are counted here when they fail their schema. */
  droppedPayloads = 0;

  constructor(room: RoomRef, deps: ChatRoomDeps) {
    this.room = { roomType: room.roomType, roomTypeId: room.roomTypeId };
    this.deps = deps;
    this.state = {
      entries: [],
      firstIndex: this.log.firstIndex,
      history: 'loading',
      historyError: null,
      hasOlder: false,
      loadingOlder: false,
      onlineCount: null,
      mutedUntil: null,
      muted: false,
      roomError: null,
    };
  }

  getState(): ChatRoomState {
    return this.state;
  }

  subscribe(listener: (state: ChatRoomState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Joins the room and loads its latest messages; returns the close (leaves, stops listening). */
  open(): () => void {
    if (this.opened) throw new Error('ChatRoomClient.open called twice');
    this.opened = true;
    const { transport, rooms } = this.deps;
    const key = roomKey(this.room);
    this.disposers.push(
      transport.on(CHAT_EVENTS.message, (payload) => this.onMessage(payload)),
      transport.on(CHAT_EVENTS.online, (payload) => this.onOnline(payload)),
      transport.on(CHAT_EVENTS.muted, (payload) => this.onMuted(payload)),
      rooms.onJoined((joined, result) => {
        if (joined === key) this.onJoined(result);
      }),
      rooms.join(this.room),
    );
    void this.loadLatest();
    return () => {
      for (const dispose of this.disposers.splice(0)) dispose();
      this.listeners.clear();
    };
  }

  /** Reloads the latest messages (the retry of a failed first load). */
  reload(): Promise<void> {
    return this.loadLatest();
  }

  /**
   * Sends text as the fan. Checked here first (login, mute, the text rule) so the fan hears at
   * once; otherwise shown pending at once and settled by the server's acknowledgement.
   */
  send(text: string): SendResult {
    const me = this.deps.identity();
    if (!me) return this.refuse('login_required');
    if (this.isMuted()) return this.refuse('muted');
    const checked = checkChatText(text);
    if (!checked.ok) return this.refuse(checked.code);
    const clientId = this.deps.newId();
    this.log.addPending(clientId, me, checked.content, this.deps.now());
    this.publish();
    void this.deliver(clientId, checked.content);
    return { ok: true };
  }

  /** Sends a failed message again, with the same client id: the server stores it at most once. */
  retry(clientId: string): void {
    const entry = this.log.retry(clientId);
    if (!entry) return;
    this.publish();
    void this.deliver(clientId, entry.content);
  }

  discard(clientId: string): void {
    this.log.discard(clientId);
    this.publish();
  }

  /** Reads the page before the oldest message held (a reader scrolling up). */
  async loadOlder(): Promise<void> {
    const first = this.log.firstServerId();
    if (first === null || this.state.loadingOlder || !this.state.hasOlder) return;
    this.patch({ loadingOlder: true });
    try {
      const page = await this.deps.history.before(this.room, first);
      for (const message of page.messages) this.log.receive(message);
      this.patch({ loadingOlder: false, hasOlder: page.hasMore });
    } catch {
      // The reader can scroll up again to retry; the list does not change under them.
      this.patch({ loadingOlder: false });
    }
  }

  /** The fan's mute as the app learnt it (the status call at open). */
  setMuteStatus(status: ChatUserStatus): void {
    const me = this.deps.identity();
    if (!me || status.userId !== me.userId) return;
    this.patch({ muted: status.status === 1, mutedUntil: status.mutedUntil });
  }

  /** The fan logged out: a mute was theirs, not the next fan's on this phone. */
  clearMute(): void {
    if (this.state.muted) this.patch({ muted: false, mutedUntil: null });
  }

  /** The online count as the app learnt it (the count call at open). */
  setOnlineCount(count: number): void {
    if (this.state.onlineCount === null) this.patch({ onlineCount: count });
  }

  // Inside ---------------------------------------------------------------------------------------

  private isMuted(): boolean {
    if (!this.state.muted) return false;
    const until = this.state.mutedUntil;
    const now = (this.deps.serverNow ?? this.deps.now)();
    if (until !== null && until <= now) {
      this.patch({ muted: false, mutedUntil: null });
      return false;
    }
    return true;
  }

  private refuse(code: ChatRefusal): SendResult {
    return { ok: false, code, msg: CHAT_REFUSALS[code] };
  }

  private async deliver(clientId: string, content: string): Promise<void> {
    const payload = { ...this.room, clientMsgId: clientId, content };
    let answer: unknown;
    try {
      answer = await sendWithAck(
        this.deps.transport,
        CHAT_EVENTS.send,
        payload,
        this.deps.ackTimeoutMs ?? CHAT_ACK_TIMEOUT_MS,
      );
    } catch (error) {
      // Offline: said at once. Otherwise no answer in time, or the socket dropped while waiting.
      const msg = error instanceof OfflineError ? error.message : SEND_FAILED;
      this.log.fail(clientId, msg, true);
      this.publish();
      return;
    }
    const ack = chatSendAckSchema.safeParse(answer);
    if (!ack.success) this.log.fail(clientId, SEND_FAILED, true);
    else if (ack.data.ok) this.log.receive(ack.data.message);
    else {
      const refusal = ack.data;
      this.log.fail(clientId, refusal.msg, !FINAL_REFUSALS.has(refusal.code));
      if (refusal.code === 'muted')
        this.state = { ...this.state, muted: true, mutedUntil: refusal.mutedUntil ?? null };
    }
    this.publish();
  }

  private async loadLatest(): Promise<void> {
    this.patch({ history: 'loading', historyError: null });
    try {
      const page = await this.deps.history.latest(this.room);
      for (const message of page.messages) this.log.receive(message);
      this.patch({ history: 'ready', hasOlder: page.hasMore });
    } catch (error) {
      this.patch({ history: 'error', historyError: messageOf(error, '聊天记录加载失败') });
      return;
    }
    if (this.joinedBeforeHistory) {
      this.joinedBeforeHistory = false;
      void this.catchUp();
    }
  }

  private onJoined(result: JoinResult): void {
    const ack = joinAckSchema.safeParse(result.answer);
    if (result.error || !ack.success) return; // the next connection joins again
    if (!ack.data.ok) {
      this.patch({ roomError: ack.data.msg });
      return;
    }
    this.patch({ onlineCount: ack.data.onlineCount, roomError: null });
    // A join on a connection the server did not recover: whatever was said meanwhile (or between
    // the first page and the join) comes over HTTP, after the last message held.
    if (this.state.history === 'ready') void this.catchUp();
    else this.joinedBeforeHistory = true;
  }

  /** Fills the gap after the newest message held; one at a time, again if asked meanwhile. */
  private catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      do {
        this.catchUpAgain = false;
        await this.catchUpOnce();
      } while (this.catchUpAgain);
    })().finally(() => (this.catchingUp = null));
    return this.catchingUp;
  }

  private async catchUpOnce(): Promise<void> {
    let last = this.log.lastServerId();
    if (last === null) {
      await this.loadLatest();
      return;
    }
    try {
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
        const got = await this.deps.history.after(this.room, last);
        for (const message of got.messages) this.log.receive(message);
        this.publish();
        if (!got.hasMore) return;
        last = this.log.lastServerId() ?? last;
      }
      // Too much was missed to page through: start again from the latest.
      this.log.resetConfirmed();
      await this.loadLatest();
    } catch {
      // Missed messages are fetched again at the next reconnect; live ones keep arriving.
    }
  }

  private onMessage(payload: unknown): void {
    const parsed = chatWireMessageSchema.safeParse(payload);
    if (!parsed.success) {
      this.droppedPayloads += 1;
      return;
    }
    const message = parsed.data;
    if (message.roomType !== this.room.roomType || message.roomTypeId !== this.room.roomTypeId)
      return;
    if (this.log.receive(message)) this.publish();
  }

  private onOnline(payload: unknown): void {
    const parsed = onlineUpdateSchema.safeParse(payload);
    if (!parsed.success) {
      this.droppedPayloads += 1;
      return;
    }
    const update = parsed.data;
    if (update.roomType === this.room.roomType && update.roomTypeId === this.room.roomTypeId)
      this.patch({ onlineCount: update.onlineCount });
  }

  private onMuted(payload: unknown): void {
    const parsed = chatUserStatusSchema.safeParse(payload);
    if (!parsed.success) {
      this.droppedPayloads += 1;
      return;
    }
    this.setMuteStatus(parsed.data);
  }

  private patch(change: Partial<ChatRoomState>): void {
    this.state = { ...this.state, ...change };
    this.publish();
  }

  /** One new state object per change, with the log's current entries. */
  private publish(): void {
    const entries = this.log.list();
    this.state = { ...this.state, entries, firstIndex: this.log.firstIndex };
    for (const listener of [...this.listeners]) listener(this.state);
  }
}
