/**
 * Follow on the server (issue 6 item 5): the REST calls, the gateway's followed view and flags, and
 * the count other features show (the user centre's followMatchCount).
 */
export { followRoutes } from './routes';
export { followApis, withFollowFlags } from './apis';
export { countFollows } from './queries';
