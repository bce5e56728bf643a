export * from './channelData';
export * from './features';
export * from './rules';
export * from './resolve';
export { currentChannel, initChannel } from './current';
