/** Partner login on the server: the two partners' logins and, outside production, their stand-ins. */
export { partnerRoutes } from './routes';
