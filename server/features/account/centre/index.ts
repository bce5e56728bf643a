/**
 * The user centre on the server: its calls, the demo expert's level log for the seed, and a fan's
 * identity code (1 never verified, 2 verified before, 3 verified here) for the expert application.
 */
export { userCentreRoutes, type CentreDeps } from './routes';
export { seedDemoLevelLogs } from './levels';
export { checkComplete } from './identityService';
