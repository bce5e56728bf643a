export { bindBrowserEnvironment } from './browserEnvironment';
