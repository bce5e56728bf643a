export * from './detect';
export * from './tipStore';
export * from './spoilerDelay';
export * from './alertGoal';
export * from './announce';
export { LiveTipHost } from './LiveTipHost';
