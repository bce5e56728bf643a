/** The user centre on the server: its calls, and the demo expert's level log for the seed. */
export { userCentreRoutes, type CentreDeps } from './routes';
export { seedDemoLevelLogs } from './levels';
