/**
 * Messages on the server (issue 9; calls-errors-spec §7.4): the message calls, and the one way
 * other features, the seed and the simulator's hooks write a fan a message (`notify`, which
 * respects the fan's settings and writes each event once).
 */
export { messageRoutes } from './routes';
export { notify, messageConfigOf, type NewMessage, type MessageTopic } from './notify';
export { notifyFollowers, type StatusChange } from './matchNotices';
