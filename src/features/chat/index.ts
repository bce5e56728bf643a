/**
 * The chat room feature's public face (issue 8): a match's chat room screen. Loaded lazily with
 * the match page's 聊天 tab; the socket layer underneath lives in realtime/.
 */
export { ChatRoom } from './ChatRoom';
