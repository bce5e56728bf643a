/** The service centre (issue 37 §2): the const config's customer-service info and the FAQ. */
export { serviceRoutes, type ServiceDeps } from './routes';
