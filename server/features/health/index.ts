/** The health check (`/healthz`): ok only while the database answers and the world is whole. */
export { healthRoutes } from './routes';
