import { fileURLToPath } from 'node:url';
import { allEndpoints } from '../../contracts/endpoints';
import { allGatewayCalls } from '../../contracts/sportdata/calls';
import { declarationsOf } from './declarations';
import { endpointTables, formatted, gatewayTables } from './render';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const API_DOC = `${ROOT}docs/api.md`;

/** The generated parts of docs/api.md by marker name, formatted as the page holds them. */
export async function generatedParts(): Promise<Record<'endpoints' | 'gateway', string>> {
  const endpoints = await declarationsOf(ROOT, 'contracts', 'defineEndpoint');
  const calls = await declarationsOf(ROOT, 'contracts/sportdata', 'defineGatewayCall');
  return {
    endpoints: await formatted(endpointTables(endpoints, allEndpoints), API_DOC),
    gateway: await formatted(gatewayTables(calls, allGatewayCalls), API_DOC),
  };
}
