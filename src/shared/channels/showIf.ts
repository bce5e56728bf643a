import type { ShowCondition } from '../ssr/showIf';
import { StorageKeys } from '../storage/keys';

/**
 * A render made for channel `agentId` is right for a visit that names no other: no agent in its
 * address, and none or this one stored (current.ts resolves the channel from these first).
 */
export function channelShowIf(agentId: string): ShowCondition[] {
  return [
    { query: 'agentId', allow: [''] },
    { stored: StorageKeys.agentId, allow: ['', agentId] },
  ];
}
