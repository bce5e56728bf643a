export * from './channelData';
export * from './features';
export * from './rules';
export * from './resolve';
export { currentChannel, initChannel, setRenderedChannel } from './current';
export { channelShowIf } from './showIf';
