export * from './store';
export * from './alertChoice';
export * from './api';
export * from './photoViewer';
