/**
 * The chat on the server (issue 8): the rooms' socket hub, the administrator's HTTP calls, and the
 * simulated crowd `main.ts` starts, and the gateway's chat apiNames.
 */
export { ChatHub, type ChatHubDeps } from './hub';
export { chatRoutes } from './routes';
export { ChatCrowd } from './crowd';
export { chatApis } from './apis';
