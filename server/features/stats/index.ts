/** Page statistics on the server (product-spec §6). */
export { statsRoutes } from './routes';
