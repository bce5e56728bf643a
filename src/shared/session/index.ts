export * from './token';
export * from './session';
export * from './user';
