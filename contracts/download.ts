/**
 * The app's install link (product-spec §2 `/download` with its optional agentId, §6 where download
 * is hidden, §9 the fallback agent; docs/decisions/activities-and-channel-homes.md "Download"). The
 * download page links to DOWNLOAD_APP_PATH; the server sends the phone to its store, or back to the
 * page with DOWNLOAD_MISSING_QUERY when no package is offered for it. Not a JSON endpoint: a
 * redirect a browser follows.
 */

export const DOWNLOAD_APP_PATH = '/download/app';

/** The download page's query when no package is offered for the fan's phone (暂未提供安装包). */
export const DOWNLOAD_MISSING_QUERY = 'missing';

/** product-spec §9: the download's agent when none, or none that is an agent id, is given. */
export const FALLBACK_DOWNLOAD_AGENT_ID = '2335037';

/** An agent id as a link carries it: digits only, 4 to 12 of them. */
export const AGENT_ID_PATTERN = /^\d{4,12}$/;

/** The agent a download is for: the one given when it is an agent id, else the fallback. */
export function downloadAgentOf(given: unknown): string {
  return typeof given === 'string' && AGENT_ID_PATTERN.test(given)
    ? given
    : FALLBACK_DOWNLOAD_AGENT_ID;
}
