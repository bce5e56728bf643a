export * from './responsiveLayout';
export { PageHeader } from './PageHeader';
