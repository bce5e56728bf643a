/** Query and body parameter rules (product-spec §5, §7). */
export type Params = Record<string, unknown>;

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Ordinary calls drop null, undefined, empty-string and empty-array params; 0 and false stay. */
export function dropEmptyParams(params: Params | undefined): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (!isEmpty(value)) out[key] = value;
  }
  return out;
}

/** The sport-data gateway drops empty values but keeps 0, false and non-empty arrays. */
export const dropEmptySportdataParams = dropEmptyParams;

export interface CommonParams {
  agentId: string;
  platform: 'wap';
  appVersion: string;
  from: string;
}
