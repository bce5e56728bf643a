/**
 * Typed links (issue 17 §3): every route's name and pattern, and `hrefFor` to build a path by name.
 * A leaf of src/shared, so features link without knowing the app; the app's registry adds screens,
 * guards and titles to the same names.
 */
export {
  navigatesAsRoot,
  routePathDefaults,
  routePatterns,
  type DefaultedParamName,
  type RouteName,
  type RouteParamName,
} from './patterns';
export {
  hrefFor,
  isRouteName,
  MissingRouteParamError,
  pathDefaultsOf,
  placeholdersOf,
  UnknownRouteError,
  type HrefArgs,
  type ParamValue,
  type RouteParams,
  type RouteQuery,
} from './href';
export { bindRouteAvailability, firstBuiltRoute, isRouteBuilt } from './availability';
