export * from './token';
export * from './session';
export * from './user';
export * from './useLoggedIn';
