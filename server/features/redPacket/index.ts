/** Red packets on the server (issue 9 item 4): check, join and clickRed, awards credited once. */
export { redPacketRoutes } from './routes';
export type { RedPacketDeps } from './service';
