export * from './learning';
export * from './storage';
