export * from './providers';
export * from './schema';
export * from './store';
export { deviceUserKey } from './userKey';
export { TabSettingsSheet, type TabSettingsSheetProps } from './TabSettingsSheet';
