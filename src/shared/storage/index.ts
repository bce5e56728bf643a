export * from './keys';
export * from './webStorage';
export * from './cookie';
export * from './identity';
export * from './wordHistory';
