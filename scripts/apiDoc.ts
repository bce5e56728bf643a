/**
 * `npm run docs:api`: writes the endpoint and apiName tables of docs/api.md from contracts/, between
 * their marker comments (tests/unit/docs/apiDoc.test.ts fails while the page and contracts/ differ).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { API_DOC, generatedParts } from './apiDoc/generate';
import { withGeneratedPart } from './apiDoc/render';

let page = readFileSync(API_DOC, 'utf8');
for (const [name, content] of Object.entries(await generatedParts())) {
  page = withGeneratedPart(page, name, content);
}
writeFileSync(API_DOC, page);
console.log('docs/api.md: endpoint and apiName tables written from contracts/');
