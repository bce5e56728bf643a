export * from './responsiveLayout';
