import type { GatewayCall } from '../gateway';
import * as analysisCalls from './analysisCalls';
import * as bkDetailCalls from './bkDetailCalls';
import * as chatCalls from './chatCalls';
import * as followCalls from './followCalls';
import * as homeCalls from './homeCalls';
import * as leagueCalls from './leagueCalls';
import * as leagueStatsCalls from './leagueStatsCalls';
import * as lotteryCalls from './lotteryCalls';
import * as matchCalls from './matchCalls';
import * as matchExtrasCalls from './matchExtrasCalls';
import * as oddsCalls from './oddsCalls';
import * as playerCalls from './playerCalls';
import * as specialDataCalls from './specialDataCalls';
import * as teamCalls from './teamCalls';

/**
 * Every apiName of contracts/, for the server's check that each is implemented once and for the tests
 * that walk them all. Not for the client: it imports the calls it makes one by one, so a screen's
 * chunk carries only its own (the home tab's first load is budgeted, bench/bundle-size.ts).
 */
const modules: readonly object[] = [
  analysisCalls,
  bkDetailCalls,
  chatCalls,
  followCalls,
  homeCalls,
  leagueCalls,
  leagueStatsCalls,
  lotteryCalls,
  matchCalls,
  matchExtrasCalls,
  oddsCalls,
  playerCalls,
  specialDataCalls,
  teamCalls,
];

function isGatewayCall(value: unknown): value is GatewayCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'args' in value &&
    'output' in value
  );
}

export const allGatewayCalls: readonly GatewayCall[] = modules.flatMap((m) =>
  Object.values(m).filter(isGatewayCall),
);
