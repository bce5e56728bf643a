import { currentChannel } from '../channels/current';
import { appConfig } from '../config/appConfig';
import type { CommonParams } from './params';

/** The query every call carries (product-spec §5): the channel's agent and the app's version. */
export function commonParams(): CommonParams {
  const { agentId, channel } = currentChannel();
  return { agentId, platform: appConfig.platform, appVersion: appConfig.appVersion, from: channel };
}
