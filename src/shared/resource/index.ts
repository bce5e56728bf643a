/** Loading a resource declared in the scheduler (schedulers/resource.ts): one way for every screen. */
export {
  resourceView,
  useResource,
  type ResourceView,
  type UseResourceOptions,
} from './useResource';
export { bindResourcesToSession } from './bindSession';
