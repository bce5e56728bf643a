export * from './store';
export * from './alertChoice';
export * from './api';
export * from './photoViewer';
export * from './navigationClose';
export * from './useCloseOnNavigation';
