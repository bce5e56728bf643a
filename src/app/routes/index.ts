export * from './types';
export * from './patterns';
export { ROUTES, findRoute, routeNamed, routeCoverage, UnknownRouteError } from './registry';
export * from './href';
