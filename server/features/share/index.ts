/**
 * Sharing on the server (issue 37 §2; docs/decisions/sharing.md): members' share codes, the referrer a
 * registration through a shared link records, the fan's share info and the image proxy.
 */
export { shareRoutes, type ShareDeps } from './routes';
export { recordReferrer } from './referrals';
export { readShareSettings, type ShareSettings } from './settings';
