/**
 * Messages (issue 9): the 60-second new-message poll and its dot, for the shell. The message
 * centre's screens are loaded by the route registry.
 */
export { NewMessageDot, useNewMessages, refreshNewMessages } from './poll';
