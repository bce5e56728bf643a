export * from './types';
export { routerPath } from './patterns';
export { ROUTES, findRoute, routeNamed, routeCoverage } from './registry';
