export * from './types';
export * from './guards';
export * from './run';
export * from './browserContext';
