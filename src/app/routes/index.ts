export * from './types';
export { routerPath } from './patterns';
export { ROUTES, findRoute, hasScreen, routeNamed, routeCoverage } from './registry';
