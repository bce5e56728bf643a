/**
 * The socket layer's public face (issue 8; realtime/README.md). Framework-free: the app wires the
 * socket.io port, its clock, environment and token in (src/shared/socket), features use rooms.
 */
export type {
  Ack,
  ConnectFailure,
  ConnectInfo,
  DisconnectCause,
  SocketPort,
  Transport,
} from './transport';
export { socketIoPort } from './socketIoPort';
export {
  SocketConnection,
  type ConnectionAuth,
  type ConnectionDeps,
  type ConnectionState,
} from './connection';
export { reconnectDelay } from './reconnect';
export { LiveFeed, type LiveConnection, type LiveFeedDeps } from './liveFeed';
export { RoomRegistry, roomKey, type JoinResult } from './rooms';
export {
  MessageLog,
  MESSAGE_LOG_LIMIT,
  FIRST_INDEX_BASE,
  type ChatEntry,
  type SendState,
} from './messageLog';
export { OfflineError, sendWithAck } from './send';
export { MAX_CATCH_UP_PAGES, CATCH_UP_OVERLAP } from './catchUp';
export {
  ChatRoomClient,
  type ChatHistory,
  type ChatIdentity,
  type ChatRoomDeps,
  type ChatRoomState,
  type MessagePage,
  type SendResult,
} from './chatRoom';
