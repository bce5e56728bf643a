import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../db/database';
import { findSession } from '../../platform/auth/sessions';
import { TOKEN_SHAPE } from '../../platform/auth/tokens';
import { findById } from '../account/session';

/** Who is behind a chat socket: a logged-in fan, or a visitor (null), who may read but not send. */
export interface ChatUser {
  id: number;
  nickName: string;
  userIcon: string | null;
  isAdmin: boolean;
}

/**
 * Whether a socket's Origin may open the chat. Browsers always send Origin on a cross-site request
 * and on every WebSocket handshake, so a page of another site is refused here even though the
 * cookie would come along. Allowed: the server's own origin (Origin's host equals Host), and the
 * origins configured in CHAT_ORIGINS (a Vite dev server, an app host of another name). A request
 * without Origin is not a cross-site browser request (Node clients, same-origin long-polling GETs)
 * and is let through: the token, not the Origin, says who it is.
 */
export function originAllowed(headers: IncomingHttpHeaders, allowList: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowList.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

/**
 * The fan a handshake's `auth.token` names. The token travels in the handshake's body (socket.io's
 * `auth`), never in the URL, where logs and proxies would keep it. No token: a visitor. A token that
 * names no live session: 'invalid', so the client can drop it rather than believe it is logged in.
 */
export async function handshakeUser(
  db: Database,
  auth: unknown,
): Promise<ChatUser | null | 'invalid'> {
  const token = auth && typeof auth === 'object' && 'token' in auth ? auth.token : null;
  if (token === null || token === undefined || token === '') return null;
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return 'invalid';
  return (await userOfToken(db, token)) ?? 'invalid';
}

/** The fan of a live session, or null once it has ended (logout, expiry, password reset). */
export async function userOfToken(db: Database, token: string): Promise<ChatUser | null> {
  const userId = await findSession(db, token);
  const user = userId === null ? null : await findById(db, userId);
  if (!user) return null;
  return {
    id: user.id,
    nickName: user.nickName ?? user.account,
    userIcon: user.userIcon,
    isAdmin: user.isChatAdmin,
  };
}

/**
 * Connections held per remote address, each up to a limit: one client (or one machine) cannot
 * hold the server's memory with thousands of sockets. The address is the TCP peer's, or the one
 * X-Forwarded-For gives when that peer is a proxy the server trusts (TRUST_PROXY, the balancer).
 */
export class AddressCounter {
  private readonly held = new Map<string, number>();
  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  count(address: string): number {
    return this.held.get(address) ?? 0;
  }

  /** Takes a place for the address; false (and nothing taken) when it holds `limit` already. */
  take(address: string): boolean {
    const count = this.count(address);
    if (count >= this.limit) return false;
    this.held.set(address, count + 1);
    return true;
  }

  give(address: string): void {
    const count = this.count(address);
    if (count <= 1) this.held.delete(address);
    else this.held.set(address, count - 1);
  }
}
