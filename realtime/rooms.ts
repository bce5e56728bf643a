import type { Transport } from './transport';

/** A chat room per match (product-spec §6): `roomType` and `roomTypeId` name it. */
export interface RoomId {
  roomType: number;
  roomTypeId: number;
}

export const roomKey = (room: RoomId): string => `${room.roomType}:${room.roomTypeId}`;

export const JOIN_EVENT = 'room:join';
export const LEAVE_EVENT = 'room:leave';

/**
 * Rooms joined with a reference count (issue 8 item 2): two screens showing one room share one join;
 * the last one out leaves. The registry keeps what the screens want and what the server holds for
 * this connection, and on every connection makes the second match the first: after a reconnect the
 * server did not recover, every room still wanted is joined again exactly once; after a recovered
 * one, only the rooms joined or left while offline are sent.
 */
export class RoomRegistry {
  private readonly wanted = new Map<string, { room: RoomId; holders: number }>();
  /** Rooms the server holds for this connection, as far as the client knows. */
  private readonly onServer = new Map<string, RoomId>();
  private readonly stopListening: () => void;
  private readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
    // One listener for the registry's whole life: reconnects never add another.
    this.stopListening = transport.onConnect(({ recovered }) => {
      if (!recovered) this.onServer.clear();
      this.reconcile();
    });
  }

  /** Holds the room until the returned release is called (a second call does nothing). */
  join(room: RoomId): () => void {
    const key = roomKey(room);
    const held = this.wanted.get(key);
    if (held) held.holders += 1;
    else this.wanted.set(key, { room, holders: 1 });
    this.reconcile();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const entry = this.wanted.get(key);
      if (!entry) return;
      entry.holders -= 1;
      if (entry.holders > 0) return;
      this.wanted.delete(key);
      this.reconcile();
    };
  }

  /** How many screens hold a room (0 when not joined). */
  holders(room: RoomId): number {
    return this.wanted.get(roomKey(room))?.holders ?? 0;
  }

  rooms(): RoomId[] {
    return [...this.wanted.values()].map((entry) => entry.room);
  }

  dispose(): void {
    this.stopListening();
    this.wanted.clear();
    this.reconcile();
  }

  /** Sends the joins and leaves that make the server's rooms the wanted ones (when connected). */
  private reconcile(): void {
    if (!this.transport.connected) return;
    for (const [key, { room }] of this.wanted) {
      if (this.onServer.has(key)) continue;
      this.onServer.set(key, room);
      this.transport.emit(JOIN_EVENT, room);
    }
    for (const [key, room] of this.onServer) {
      if (this.wanted.has(key)) continue;
      this.onServer.delete(key);
      this.transport.emit(LEAVE_EVENT, room);
    }
  }
}
