/**
 * Where an advert leads (product-spec §9 "Ad jump types", §5 "Jumps of type 46"; issue 37 §4): the
 * kinds an advert carries and the one rule of what each needs. The server answers it
 * (contracts/ads.ts), the database holds the same rule as check constraints
 * (server/db/tables/ads.ts), and the client turns it into a page (src/shared/jumps adJumpTarget).
 * docs/decisions/ad-jumps.md says why each rule is what it is.
 */

/** The kinds that are not one-parameter pages: an inner page by id, another site, a custom JSON page. */
export const AD_JUMP_TYPE = { innerPage: 1, external: 2, custom: 46 } as const;

/**
 * The one-parameter kinds whose parameter is the id of what the page shows: 3 recommendation, 4
 * expert, 5 football match, 6 post, 8 interpretation, 9 special template, 10 football league, 12
 * news detail, 14 basketball match, 15 basketball league, 43 expert monthly order.
 */
export const AD_JUMP_ID_KINDS: readonly number[] = [3, 4, 5, 6, 8, 9, 10, 12, 14, 15, 43];

/**
 * The one-parameter kinds that open the fan's own list (40 coupons, 66 my fans): the parameter
 * picks nothing there, so it may be left out (one given is still a whole id).
 */
export const AD_JUMP_OWN_LIST_KINDS: readonly number[] = [40, 66];

/** Every kind of product-spec §9. */
export const AD_JUMP_TYPES: readonly number[] = [
  ...Object.values(AD_JUMP_TYPE),
  ...AD_JUMP_ID_KINDS,
  ...AD_JUMP_OWN_LIST_KINDS,
];

/**
 * The inner ids product-spec §9 maps to pages (type 1), in its groups. 113 (partner) is one of them
 * though the app has no page for it yet: the client shows such an advert without a link.
 */
export const AD_INNER_IDS: readonly number[] = [
  ...[1, 41, 4, 2, 3, 69, 55, 56, 57, 58, 70], // recommendation lists
  ...[6, 7, 42, 43], // expert lab
  ...[11, 12, 49, 50], // expert lists
  ...[14, 44, 18, 45, 35], // scores, data, charge
  ...[36, 38, 39, 40, 48, 98], // interpretation lists
  ...[60, 61, 62, 63, 64], // messages
  ...[85, 86, 87, 88, 89, 96, 97, 105, 106], // special data
  ...[95, 114, 119, 99, 100, 101], // set meals, free zone, live
  ...[102, 103, 104, 109, 118, 110, 112, 113], // VIP, coupons, bargain, partner
  ...[115, 116, 117, 120], // monthly, customer help
];

/**
 * Type 2's address: http(s) with a plain host name (no user name or password, which would let
 * `https://trusted.example@evil.example` pass for the first), an optional port, and no blanks,
 * quotes or angle brackets. The database's constraint spells the same rule in PostgreSQL's regex.
 */
export const AD_EXTERNAL_URL = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^\s"'<>]*)?$/i;
export const AD_URL_MAX = 2000;

/** Type 46's page: a route name of the app (a leading `/` allowed). */
export const AD_CUSTOM_PAGE = /^\/?[A-Za-z][A-Za-z0-9/_-]*$/;
/** Type 46's JSON, at most this long (it is a page name and a few parameters). */
export const AD_EXTRA_MAX = 1000;

/** Type 46's extra: the page and its parameters (path parameters, the rest the query). */
export interface AdCustomJump {
  page: string;
  params?: Record<string, string | number | boolean | null>;
}

/** An advert's jump as the server answers it (`extra` the JSON text of an AdCustomJump). */
export interface AdJumpFields {
  jumpType: number | null;
  innerId: number | null;
  param: number | null;
  url: string | null;
  extra: string | null;
}

const isWholeId = (n: number | null): n is number => n !== null && Number.isInteger(n) && n > 0;

/**
 * What is wrong with a jump, or null when it keeps the rule: no type means the advert only shows and
 * carries nothing else; each kind carries exactly what it needs and no other field.
 */
export function adJumpProblem(jump: AdJumpFields): string | null {
  const { jumpType, innerId, param, url, extra } = jump;
  if (jumpType === null) {
    return innerId === null && param === null && url === null && extra === null
      ? null
      : 'an advert without a jump type carries no jump';
  }
  if (!AD_JUMP_TYPES.includes(jumpType)) return `jump type ${jumpType} is not one of the spec`;
  const unused = (
    [
      ['innerId', innerId !== null && jumpType !== AD_JUMP_TYPE.innerPage],
      ['url', url !== null && jumpType !== AD_JUMP_TYPE.external],
      ['extra', extra !== null && jumpType !== AD_JUMP_TYPE.custom],
      ['param', param !== null && !isOneParameterKind(jumpType)],
    ] as const
  ).find(([, stray]) => stray);
  if (unused) return `jump type ${jumpType} carries no ${unused[0]}`;
  switch (jumpType) {
    case AD_JUMP_TYPE.innerPage:
      return innerId !== null && AD_INNER_IDS.includes(innerId)
        ? null
        : 'type 1 needs an inner id of the spec';
    case AD_JUMP_TYPE.external:
      return url !== null && url.length <= AD_URL_MAX && AD_EXTERNAL_URL.test(url)
        ? null
        : 'type 2 needs an http(s) address';
    case AD_JUMP_TYPE.custom:
      return extra !== null && customJumpOf(extra) !== null
        ? null
        : 'type 46 needs the JSON of a page and its params';
    default:
      if (AD_JUMP_OWN_LIST_KINDS.includes(jumpType))
        return param === null || isWholeId(param) ? null : `type ${jumpType}: a whole id or none`;
      return isWholeId(param) ? null : `type ${jumpType} needs the id of what it opens`;
  }
}

function isOneParameterKind(jumpType: number): boolean {
  return AD_JUMP_ID_KINDS.includes(jumpType) || AD_JUMP_OWN_LIST_KINDS.includes(jumpType);
}

/**
 * Type 46's extra read back: a JSON object with a page name and, optionally, an object of
 * parameters whose values are strings, numbers, booleans or null — or null for anything else.
 */
export function customJumpOf(extra: string): AdCustomJump | null {
  if (extra.length > AD_EXTRA_MAX) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed)) return null;
  const { page, params } = parsed;
  if (typeof page !== 'string' || !AD_CUSTOM_PAGE.test(page)) return null;
  if (params === undefined) return { page };
  if (!isPlainObject(params)) return null;
  const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  return Object.values(params).every(scalar)
    ? { page, params: params as AdCustomJump['params'] }
    : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
