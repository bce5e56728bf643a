import { RoomRegistry, type SocketConnection } from '@realtime';
import { appSocket } from '@shared/socket/appSocket';
import { useChatStore } from './store';

export interface AppChat {
  connection: SocketConnection;
  rooms: RoomRegistry;
}

let app: AppChat | null = null;

/** The chat's rooms on the app's one socket (src/shared/socket), made the first time a chat opens. */
export function appChat(): AppChat {
  if (app) return app;
  const connection = appSocket();
  const rooms = new RoomRegistry(connection);
  // The live pushes may have opened the socket already: the chat starts from its state now.
  useChatStore.setState({ connection: connection.state });
  connection.onState((state) => useChatStore.setState({ connection: state }));
  app = { connection, rooms };
  return app;
}
