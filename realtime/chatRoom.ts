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
import { systemClock, type Cancel, type Clock } from '@schedulers';
import { CatchUp } from './catchUp';
import { MessageLog, type ChatEntry } from './messageLog';
import { roomKey, type JoinResult, type RoomRegistry } from './rooms';
import { OfflineError, sendWithAck } from './send';
import type { Transport } from './transport';
import { CHAT_ACK_TIMEOUT_MS } from './timings';

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
  /** Server time now: a pending message's time, and the end of a mute, are in server time. */
  now: () => number;
  /** Timers (catch-up retries, a mute's end); the scheduler's system clock by default. */
  clock?: Clock;
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
  /** The last older page could not be read: the reader is offered a retry. */
  olderError: string | null;
  /** The room's online count: the call at open, then the server's updates. */
  onlineCount: number | null;
  /** While muted: until when (server ms; null = until lifted). */
  mutedUntil: number | null;
  muted: boolean;
  /** The server refused to let this socket into the room. */
  roomError: string | null;
}

export type SendResult = { ok: true } | { ok: false; code: ChatRefusal; msg: string };

/** No answer came (a timeout, a dropped socket): it may have arrived; a retry cannot duplicate it. */
const SEND_UNCONFIRMED = '未确认送达，可点重试（不会重复发送）';
const SEND_FAILED = '发送失败，请重试';

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
  private readonly clock: Clock;
  private readonly log = new MessageLog();
  private readonly catchUp: CatchUp;
  private state: ChatRoomState;
  private readonly listeners = new Set<(state: ChatRoomState) => void>();
  private readonly disposers: Array<() => void> = [];
  private opened = false;
  private closed = false;
  /** A join answered before the latest page arrived: catch up once it has. */
  private joinedBeforeHistory = false;
  /** When a mute was last told over the socket: an HTTP answer asked before it is older news. */
  private muteToldAt = Number.NEGATIVE_INFINITY;
  private muteTimer: Cancel | null = null;
  /** Messages that came over the socket are counted here when they fail their schema. */
  droppedPayloads = 0;

  constructor(room: RoomRef, deps: ChatRoomDeps) {
    this.room = { roomType: room.roomType, roomTypeId: room.roomTypeId };
    this.deps = deps;
    this.clock = deps.clock ?? systemClock;
    this.catchUp = new CatchUp({
      room: this.room,
      history: deps.history,
      log: this.log,
      clock: this.clock,
      changed: () => this.publish(),
      restart: () => this.loadLatest(),
      canRetry: () => !this.closed && deps.transport.connected,
    });
    this.state = {
      entries: [],
      firstIndex: this.log.firstIndex,
      history: 'loading',
      historyError: null,
      hasOlder: false,
      loadingOlder: false,
      olderError: null,
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
      // An unrecovered connection leaves a gap, marked before the rejoin's answer can come back.
      transport.onConnect(({ recovered }) => {
        if (!recovered) this.catchUp.gap();
      }),
      rooms.onJoined((joined, result) => {
        if (joined === key) this.onJoined(result);
      }),
      rooms.join(this.room),
    );
    void this.loadLatest();
    return () => {
      this.closed = true;
      this.catchUp.close();
      this.muteTimer?.();
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
    if (this.state.muted) return this.refuse('muted');
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
    this.patch({ loadingOlder: true, olderError: null });
    try {
      const page = await this.deps.history.before(this.room, first);
      this.log.receiveOlder(page.messages);
      this.patch({ loadingOlder: false, hasOlder: page.hasMore });
    } catch (error) {
      // Said at the top of the list, with a retry: scrolling there again may not ask again.
      this.patch({ loadingOlder: false, olderError: messageOf(error, '更早的消息加载失败') });
    }
  }

  /** Whether the reader follows the newest messages; old ones are dropped only while they do. */
  setFollowing(following: boolean): void {
    this.log.setFollowing(following);
  }

  /**
   * The fan's mute as the app learnt it over HTTP (the status call at open). `askedAt` is when
   * it was asked: a mute told over the socket since then is newer and wins.
   */
  setMuteStatus(status: ChatUserStatus, askedAt = Number.POSITIVE_INFINITY): void {
    if (askedAt < this.muteToldAt) return;
    this.applyMute(status);
  }

  /** The fan logged out: a mute was theirs, not the next fan's on this phone. */
  clearMute(): void {
    this.muteTimer?.();
    this.muteTimer = null;
    if (this.state.muted) this.patch({ muted: false, mutedUntil: null });
  }

  /** The online count as the app learnt it (the count call at open). */
  setOnlineCount(count: number): void {
    if (this.state.onlineCount === null) this.patch({ onlineCount: count });
  }

  // Inside ---------------------------------------------------------------------------------------

  private applyMute(status: ChatUserStatus): void {
    const me = this.deps.identity();
    if (!me || status.userId !== me.userId) return;
    this.muteTimer?.();
    this.muteTimer = null;
    const until = status.mutedUntil;
    const muted = status.status === 1 && (until === null || until > this.deps.now());
    // The mute ends by itself: the composer comes back without a reload.
    if (muted && until !== null)
      this.muteTimer = this.clock.after(until - this.deps.now(), () => {
        this.muteTimer = null;
        this.patch({ muted: false, mutedUntil: null });
      });
    this.patch({ muted, mutedUntil: muted ? until : null });
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
      // Offline: not sent, said at once. Otherwise no answer in time, or the socket dropped while
      // waiting: it may have been stored, and the catch-up will show it sent if it was.
      if (error instanceof OfflineError) this.log.fail(clientId, error.message, true);
      else this.log.fail(clientId, SEND_UNCONFIRMED, true, true);
      this.publish();
      return;
    }
    const ack = chatSendAckSchema.safeParse(answer);
    if (!ack.success) this.log.fail(clientId, SEND_FAILED, true);
    else if (ack.data.ok) this.log.receive(ack.data.message);
    else {
      const refusal = ack.data;
      this.log.fail(clientId, refusal.msg, !FINAL_REFUSALS.has(refusal.code));
      const me = this.deps.identity();
      if (refusal.code === 'muted' && me) {
        this.muteToldAt = this.clock.now();
        this.applyMute({ userId: me.userId, status: 1, mutedUntil: refusal.mutedUntil ?? null });
      }
    }
    this.publish();
  }

  private async loadLatest(): Promise<void> {
    this.patch({ history: 'loading', historyError: null });
    let page: MessagePage;
    try {
      page = await this.deps.history.latest(this.room);
    } catch (error) {
      this.patch({ history: 'error', historyError: messageOf(error, '聊天记录加载失败') });
      return;
    }
    this.log.receiveOlder(page.messages);
    this.catchUp.loadedLatest(page.messages.at(-1)?.id ?? null);
    this.patch({ history: 'ready', hasOlder: page.hasMore });
    if (this.joinedBeforeHistory) {
      this.joinedBeforeHistory = false;
      void this.catchUp.run();
    }
  }

  private onJoined(result: JoinResult): void {
    const ack = joinAckSchema.safeParse(result.answer);
    if (result.error || !ack.success) return; // the registry joins again
    if (!ack.data.ok) {
      this.patch({ roomError: ack.data.msg });
      return;
    }
    this.patch({ onlineCount: ack.data.onlineCount, roomError: null });
    // A join on a connection the server did not recover: whatever was said meanwhile (or between
    // the first page and the join) comes over HTTP.
    if (this.state.history === 'ready') {
      void this.catchUp.run();
      return;
    }
    this.joinedBeforeHistory = true;
    // The history could not be read (the room opened offline, as after a tab switched away and
    // back without network): the connection is back, so it is read now, merged with what came
    // live meanwhile. Left alone, live messages would show alone under 没有更早的消息了
    // (issue 31 item 7).
    if (this.state.history === 'error') void this.loadLatest();
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
    this.catchUp.live(message.id);
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
    this.muteToldAt = this.clock.now();
    this.applyMute(parsed.data);
  }

  private patch(change: Partial<ChatRoomState>): void {
    this.state = { ...this.state, ...change };
    this.publish();
  }

  /** One new state object per change, with the log's current entries. */
  private publish(): void {
    if (this.closed) return;
    const entries = this.log.list();
    this.state = { ...this.state, entries, firstIndex: this.log.firstIndex };
    for (const listener of [...this.listeners]) listener(this.state);
  }
}
