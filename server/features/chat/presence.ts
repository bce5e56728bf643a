/**
 * Who is in which chat room right now. The socket layer (issue 8) joins and leaves; the online-count
 * calls read it. Counts live in memory: a restarted server starts with empty rooms, as its sockets do.
 */
export class RoomPresence {
  private readonly rooms = new Map<string, number>();

  private static key(roomType: number, roomTypeId: number): string {
    return `${roomType}:${roomTypeId}`;
  }

  join(roomType: number, roomTypeId: number): void {
    const key = RoomPresence.key(roomType, roomTypeId);
    this.rooms.set(key, (this.rooms.get(key) ?? 0) + 1);
  }

  leave(roomType: number, roomTypeId: number): void {
    const key = RoomPresence.key(roomType, roomTypeId);
    const left = (this.rooms.get(key) ?? 0) - 1;
    if (left > 0) this.rooms.set(key, left);
    else this.rooms.delete(key);
  }

  count(roomType: number, roomTypeId: number): number {
    return this.rooms.get(RoomPresence.key(roomType, roomTypeId)) ?? 0;
  }
}
