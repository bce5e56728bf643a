export * from './date2';
