import { CHAT_NAMESPACE } from '@contracts/chat';
import { RoomRegistry, SocketConnection, socketIoPort } from '@realtime';
import { appEnvironment, systemClock } from '@schedulers';
import { appConfig } from '@shared/config/appConfig';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { getToken } from '@shared/session';
import { refreshUserInfo } from '@shared/session/currentUser';
import { useChatStore } from './store';

export interface AppChat {
  connection: SocketConnection;
  rooms: RoomRegistry;
}

let app: AppChat | null = null;

/** Asks the server who the stored token belongs to: a dead one is cleared by the user-centre job. */
const revalidateLogin = () =>
  refreshUserInfo().then(
    () => undefined,
    () => undefined,
  );

/**
 * The app's one chat socket (issue 8 item 1), made the first time a chat opens: socket.io on the
 * API host's `/chat` namespace, the scheduler's clock and page environment, the login token read
 * at every handshake. A login or logout reconnects it under the new identity; after the server
 * closes it on purpose, or refuses the token, the login is checked again over HTTP (a dead token
 * is cleared, and the fan chats on as a visitor until they log in).
 */
export function appChat(): AppChat {
  if (app) return app;
  const port = socketIoPort(`${appConfig.apiHost}${CHAT_NAMESPACE}`);
  const connection = new SocketConnection({
    port,
    clock: systemClock,
    environment: appEnvironment,
    auth: { token: getToken, refresh: revalidateLogin, rejected: () => void revalidateLogin() },
    log: import.meta.env.DEV
      ? (event, detail) => console.debug('[chat]', event, detail ?? '')
      : undefined,
  });
  const rooms = new RoomRegistry(connection);
  loginSuccess$.subscribe(() => connection.reconnect());
  logoutSuccess$.subscribe(() => connection.reconnect());
  connection.onState((state) => useChatStore.setState({ connection: state }));
  app = { connection, rooms };
  return app;
}
