// Sends malformed input to every endpoint of contracts/ and every gateway apiName (issue 17 "Done
// when"): huge and negative ids, NUL and other control characters, wrong types, long text, deep
// nesting, bodies that are not objects — as a visitor, with the cookie only and with the header
// token. Whatever comes in, the server answers it: never a 5xx. Seeded, so a failure replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, pathParamNames, type Endpoint } from '../../../contracts/endpoint';
import { allEndpoints } from '../../../contracts/endpoints';
import { allGatewayCalls } from '../../../contracts/sportdata/calls';
import { users } from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { createRandom } from '../../../server/seed/random';
import { seedSport } from '../../../server/seed/sport/seedSport';
import { buildWorld } from '../../../server/seed/sport/world';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
/** Malformed inputs per endpoint and caller. */
const ROUNDS = 12;

let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
  await seedSport(test.database.db, buildWorld(SEED), { seed: SEED, now: NOW });
  const [fan] = await test.database.db
    .insert(users)
    .values({ account: 'fuzz_fan', nickName: '模糊测试' })
    .returning();
  if (!fan) throw new Error('no user');
  token = await openSession(test.database.db, fan.id);
});
afterAll(() => test.close());

const random = createRandom(SEED);

/** Values no form of ours sends, each a classic way to break a server. */
const NASTY: readonly (() => unknown)[] = [
  () => 2_147_483_648,
  () => 99_999_999_999,
  () => -1,
  () => 0,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => 1.5,
  () => '2147483648',
  () => '99999999999999999999',
  () => '-1',
  () => 'NaN',
  () => '1e3',
  () => '',
  () => ' ',
  () => '\u0000',
  () => 'a\u0000b',
  () => '\u0000\u0001\u001f\u007f\u0085',
  () => '\uD800',
  () => '🙂'.repeat(300),
  () => '名'.repeat(5000),
  () => 'x'.repeat(100_000),
  () => "' OR 1=1 --",
  () => '<script>alert(1)</script>',
  () => '../../etc/passwd',
  () => '%00',
  () => '2026-02-30',
  () => '9999-99-99',
  () => true,
  () => null,
  () => [],
  () => [1, 'a', null],
  () => Array.from({ length: 5000 }, (_, i) => i + 1),
  () => ({}),
  () => ({ a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } }),
  () => ({ __proto__: { polluted: true } }),
  () => ({ constructor: { prototype: { polluted: true } } }),
];

const nasty = () => random.pick(NASTY)();

/** The top-level fields an input schema names (zod object shapes), else none. */
function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: object; in?: unknown } } })._zod
    ?.def;
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def?.type === 'pipe') return fieldsOf(def.in);
  return [];
}

/** One malformed input: each named field sometimes nasty, sometimes missing; some extra junk. */
function malformed(fields: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) if (random.next() < 0.8) input[field] = nasty();
  if (random.next() < 0.3) input[`x${Math.floor(random.next() * 100)}`] = nasty();
  return input;
}

/** A lone surrogate cannot go into a URL at all: no client can send it in a path. */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A path filled with whatever the input holds, or with junk text when it cannot be. */
function pathFor(endpoint: Endpoint, input: Record<string, unknown>) {
  const params: Record<string, unknown> = {};
  for (const name of pathParamNames(endpoint.path)) {
    const value = input[name];
    const usable =
      typeof value === 'number' || (typeof value === 'string' && value !== '' && encodable(value));
    params[name] = usable ? value : random.pick(['x', '-1', '99999999999', '%00', '1.5', 'null']);
    delete input[name];
  }
  return fillPath(endpoint.path, params).path;
}

const CALLERS = [{}, { cookie: '' }, { authorization: '' }] as const satisfies readonly Record<
  string,
  string
>[];

function headersFor(caller: (typeof CALLERS)[number]): Record<string, string> {
  if ('cookie' in caller) return { cookie: `jcob_token=${token}` };
  if ('authorization' in caller) return { authorization: `Bearer ${token}` };
  return {};
}

interface Failure {
  what: string;
  status: number;
  body: string;
}

describe('one registration', () => {
  it('serves every endpoint of contracts/, each once, and nothing besides', () => {
    const name = (e: Endpoint) => `${e.method} ${e.path}`;
    expect([...test.app.endpoints].map(name).sort()).toEqual(allEndpoints.map(name).sort());
  });
});

describe('malformed input never gets a 5xx', () => {
  it(`on every endpoint of contracts/ (${allEndpoints.length})`, { timeout: 300_000 }, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const endpoint of allEndpoints) {
      const fields = fieldsOf(endpoint.input);
      for (const caller of CALLERS)
        for (let round = 0; round < ROUNDS; round += 1) {
          const input = malformed([...fields, ...pathParamNames(endpoint.path)]);
          const url = pathFor(endpoint, input);
          // Now and then the body is not an object at all.
          const body =
            round % 6 === 5 ? random.pick<unknown>(['[1,2', 'null', '"x"', '[]', '{"a":']) : input;
          const res =
            endpoint.method === 'GET'
              ? await test.app.inject({
                  method: 'GET',
                  url,
                  query: Object.fromEntries(
                    Object.entries(input).map(([k, v]) => [
                      k,
                      typeof v === 'string' ? v : JSON.stringify(v),
                    ]),
                  ),
                  headers: headersFor(caller),
                })
              : await test.app.inject({
                  method: 'POST',
                  url,
                  headers: { ...headersFor(caller), 'content-type': 'application/json' },
                  payload: typeof body === 'string' ? body : JSON.stringify(body),
                });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push({
              what: `${endpoint.method} ${url} ${JSON.stringify(input).slice(0, 200)}`,
              status: res.statusCode,
              body: res.body.slice(0, 200),
            });
        }
    }
    console.log(`fuzz: ${sent} malformed requests to ${allEndpoints.length} endpoints`);
    expect(failures).toEqual([]);
  });

  it(`on every gateway apiName (${allGatewayCalls.length})`, { timeout: 300_000 }, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const call of allGatewayCalls) {
      const fields = fieldsOf(call.args);
      for (let round = 0; round < ROUNDS * 2; round += 1) {
        const res = await test.gateway(call.name, malformed(fields));
        sent += 1;
        if (res.statusCode >= 500)
          failures.push({
            what: call.name,
            status: res.statusCode,
            body: res.body.slice(0, 200),
          });
      }
    }
    console.log(`fuzz: ${sent} malformed gateway calls to ${allGatewayCalls.length} apiNames`);
    expect(failures).toEqual([]);
  });
});
