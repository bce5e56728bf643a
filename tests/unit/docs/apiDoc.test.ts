// Pins issue 33 §5: docs/api.md lists every endpoint and every gateway apiName exactly as contracts/
// declares them (17 of 110 paths had gone missing from the hand-written page), and its hand-written
// sections name only calls that exist. When this fails, run `npm run docs:api` (and fix the prose).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../contracts/endpoints';
import { allGatewayCalls } from '../../../contracts/sportdata/calls';
import { API_DOC, generatedParts } from '../../../scripts/apiDoc/generate';
import { generatedPart, markers, summary } from '../../../scripts/apiDoc/render';

const page = readFileSync(API_DOC, 'utf8');

/** The page without its generated parts: what people write by hand. */
function handWritten(): string {
  let text = page;
  for (const name of ['endpoints', 'gateway']) {
    const { begin, end } = markers(name);
    text = text.slice(0, text.indexOf(begin)) + text.slice(text.indexOf(end) + end.length);
  }
  return text;
}

describe('docs/api.md', () => {
  it('lists every endpoint and apiName as contracts/ declares them (npm run docs:api)', async () => {
    const parts = await generatedParts();
    expect(generatedPart(page, 'endpoints'), 'run npm run docs:api').toBe(parts.endpoints);
    expect(generatedPart(page, 'gateway'), 'run npm run docs:api').toBe(parts.gateway);
    for (const endpoint of allEndpoints) {
      expect(parts.endpoints).toContain(`\`${endpoint.method} ${endpoint.path}\``);
    }
    for (const call of allGatewayCalls) expect(parts.gateway).toContain(`\`${call.name}\``);
  });

  it('names in its hand-written sections only calls that exist', () => {
    const declared = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    const outsideContracts = new Set(['GET /healthz', 'POST /sportdata/f']);
    const written = [...handWritten().matchAll(/`(GET|POST) (\/[^\s`?]*)/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(written.length).toBeGreaterThan(50);
    expect(written.filter((call) => !declared.has(call) && !outsideContracts.has(call))).toEqual(
      [],
    );

    const apiNames = new Set(allGatewayCalls.map((call) => call.name));
    const namedApis = [...handWritten().matchAll(/`(get[A-Z]\w*)`/g)].map((m) => m[1] ?? '');
    expect(namedApis.length).toBeGreaterThan(40);
    expect(namedApis.filter((name) => !apiNames.has(name))).toEqual([]);
  });
});

describe('the summary of a declaration', () => {
  it('drops the call it names first and keeps the first sentence', () => {
    expect(summary('GET /api/x/{id}: the x. More about it.', 'GET /api/x/{id}')).toBe('the x.');
    expect(summary('POST /api/y {a, b}: makes a y, e.g. one.', 'POST /api/y')).toBe(
      'makes a y, e.g. one.',
    );
    expect(summary('GET /api/z?q=: finds z.', 'GET /api/z')).toBe('finds z.');
    expect(summary('getThing (docs/x.md): a thing.', 'getThing')).toBe('a thing.');
    expect(summary('Something else entirely. Then more.', 'GET /api/x')).toBe(
      'Something else entirely.',
    );
  });
});
