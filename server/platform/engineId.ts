/**
 * Engine ids that name their instance (issue 20 §4): `<INSTANCE_ID>.<engine.io's id>`, so the
 * balancer in front of several instances can send a socket.io session's later requests (long
 * polling, the upgrade) back to the instance holding it. engine.io's ids are base64url: no dots.
 */
export const ENGINE_ID_SEPARATOR = '.';

export function instanceEngineId(instanceId: string, engineId: string): string {
  return `${instanceId}${ENGINE_ID_SEPARATOR}${engineId}`;
}

/** The instance named at the head of a socket.io request's engine id (`sid`), if any. */
export function sessionOwner(url: string): string | null {
  if (!url.startsWith('/socket.io/')) return null;
  const sid = new URL(url, 'http://balancer').searchParams.get('sid');
  const cut = sid?.indexOf(ENGINE_ID_SEPARATOR) ?? -1;
  return sid && cut > 0 ? sid.slice(0, cut) : null;
}
