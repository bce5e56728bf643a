export { bindBrowserEnvironment } from './browserEnvironment';
export { reloadFailedStyles } from './failedStyles';
export { useRetryWhenOnline } from './useRetryWhenOnline';
