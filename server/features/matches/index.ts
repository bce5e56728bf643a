/**
 * The live-match feature's public face (the ESLint zones): its gateway apiNames, and the match rows
 * and rules other features build on (the follow and home lists, the chat's rooms and crowd, the
 * match notices).
 */
export { matchApis } from './apis';
export { listStatusOf } from './listByDate';
export { LONGEST_MATCH_MS, inPlayAt } from './inPlay';
export { oddsOf, oneMatchOrNull, selectMatchItems } from './rows';
export { LiveBoard } from './live/board';
export { LivePush } from './live/push';
