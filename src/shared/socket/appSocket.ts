import { CHAT_NAMESPACE } from '@contracts/chat';
import { SocketConnection, socketIoPort } from '@realtime';
import { appEnvironment, systemClock } from '@schedulers';
import { appConfig } from '@shared/config/appConfig';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { getToken } from '@shared/session';
import { refreshUserInfo } from '@shared/session/currentUser';

let connection: SocketConnection | null = null;

/** Asks the server who the stored token belongs to: a dead one is cleared by the user-centre job. */
const revalidateLogin = () =>
  refreshUserInfo().then(
    () => undefined,
    () => undefined,
  );

/**
 * The app's one socket (issue 8 item 1; issue 20 §2), made the first time a chat room or the live
 * pushes need it: socket.io on the API host's `/chat` namespace, the scheduler's clock and page
 * environment, the login token read at every handshake. A login or logout reconnects it under the
 * new identity; after the server closes it on purpose, or refuses the token, the login is checked
 * again over HTTP (a dead token is cleared, and the fan goes on as a visitor until they log in).
 */
export function appSocket(): SocketConnection {
  if (connection) return connection;
  const port = socketIoPort(`${appConfig.apiHost}${CHAT_NAMESPACE}`);
  connection = new SocketConnection({
    port,
    clock: systemClock,
    environment: appEnvironment,
    auth: { token: getToken, refresh: revalidateLogin, rejected: () => void revalidateLogin() },
    log: import.meta.env.DEV
      ? (event, detail) => console.debug('[socket]', event, detail ?? '')
      : undefined,
  });
  const reconnect = () => connection?.reconnect();
  loginSuccess$.subscribe(reconnect);
  logoutSuccess$.subscribe(reconnect);
  return connection;
}
