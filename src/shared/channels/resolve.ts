import type { ChannelId } from './channelData';
import {
  AGENT_APP_NAMES,
  AGENT_CHANNELS,
  CHANNEL_DEFAULT_AGENT,
  DEFAULT_APP_NAME,
  HOST_HINTS,
  HUAWEI_AGENT_ID,
  IOS_STORE_BUILDS,
  MAIN_AGENT_ID,
  VIVO_AGENT_ID,
  WECHAT_IOS_AGENT_ID,
  WECHAT_OTHER_AGENT_ID,
} from './channelData';

export interface ChannelInputs {
  /** agentId from the URL (search or hash query). */
  queryAgentId?: string | null;
  /** agentId remembered from an earlier visit. */
  storedAgentId?: string | null;
  hostname?: string;
  userAgent?: string;
}

export interface ResolvedChannel {
  agentId: string;
  channel: ChannelId;
}

const AGENT_ID_PATTERN = /^\d{4,12}$/;

function validAgentId(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && AGENT_ID_PATTERN.test(trimmed) ? trimmed : undefined;
}

export function channelOfAgent(agentId: string): ChannelId {
  return AGENT_CHANNELS[agentId] ?? 'main';
}

export function isWechatBrowser(userAgent = ''): boolean {
  return /MicroMessenger/i.test(userAgent);
}

function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

/** The agent a bare user agent implies when no agentId was given (product-spec §9 default agent ids). */
function agentFromUserAgent(userAgent: string): string | undefined {
  if (isWechatBrowser(userAgent))
    return isIos(userAgent) ? WECHAT_IOS_AGENT_ID : WECHAT_OTHER_AGENT_ID;
  if (/Weibo/i.test(userAgent)) return CHANNEL_DEFAULT_AGENT.weibo;
  if (/HuaweiBrowser|HUAWEI|HONOR/i.test(userAgent)) return HUAWEI_AGENT_ID;
  if (/vivo/i.test(userAgent)) return VIVO_AGENT_ID;
  return undefined;
}

function agentFromHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  const hint = HOST_HINTS.find(([prefix]) => host.startsWith(prefix));
  return hint ? CHANNEL_DEFAULT_AGENT[hint[1]] : undefined;
}

/**
 * Which agent and channel this visit belongs to. Priority: the URL's agentId, then the stored one, then
 * the host name, then the user agent, then the main site. Malformed ids are ignored, not trusted.
 */
export function resolveChannel(inputs: ChannelInputs): ResolvedChannel {
  const agentId =
    validAgentId(inputs.queryAgentId) ??
    validAgentId(inputs.storedAgentId) ??
    agentFromHost(inputs.hostname ?? '') ??
    agentFromUserAgent(inputs.userAgent ?? '') ??
    MAIN_AGENT_ID;
  return { agentId, channel: channelOfAgent(agentId) };
}

export function appNameFor(agentId: string): string {
  return AGENT_APP_NAMES[agentId] ?? DEFAULT_APP_NAME;
}

/** iOS store build: `sh=1`, or a listed (client version, agent id) pair (product-spec §9). */
export function isIosStoreBuild(input: {
  sh?: string | null;
  clientVersion?: string | null;
  agentId: string;
}): boolean {
  if (input.sh === '1') return true;
  return IOS_STORE_BUILDS.some(
    (b) => b.clientVersion === input.clientVersion && b.agentId === input.agentId,
  );
}
