import type { Ack, ConnectInfo, Transport } from '../../../realtime/transport';

/** An in-memory transport: records emits, and lets a test connect, drop and recover it. */
export function fakeTransport() {
  const emitted: { event: string; payload: unknown }[] = [];
  const connectHandlers = new Set<(info: ConnectInfo) => void>();
  const eventHandlers = new Map<string, Set<(payload: unknown) => void>>();
  let connected = false;
  const transport: Transport = {
    get connected() {
      return connected;
    },
    emit(event: string, payload: unknown, ack?: Ack) {
      emitted.push({ event, payload });
      ack?.(null, { ok: true });
    },
    on(event, handler) {
      const set = eventHandlers.get(event) ?? new Set();
      set.add(handler);
      eventHandlers.set(event, set);
      return () => set.delete(handler);
    },
    onConnect(handler) {
      connectHandlers.add(handler);
      return () => connectHandlers.delete(handler);
    },
  };
  return {
    transport,
    emitted,
    connect(recovered = false) {
      connected = true;
      for (const handler of connectHandlers) handler({ recovered });
    },
    drop() {
      connected = false;
    },
    listeners: () => connectHandlers.size,
  };
}
