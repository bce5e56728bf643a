import type { Endpoint } from './endpoint';
import * as accounts from './accounts';
import * as captcha from './captcha';
import * as partnerLogin from './partnerLogin';
import * as userCentre from './userCentre';
import * as chat from './chat';
import * as follow from './follow';
import * as matchcenter from './matchcenter';
import * as redPacket from './redPacket';
import * as statistics from './statistics';
import * as devSim from './devSim';
import * as messageCount from './messageCount';
import * as messages from './messages';
import * as wallet from './wallet';
import * as payments from './payments';
import * as withdrawal from './withdrawal';
import * as plans from './plans';
import * as expertCalls from './experts';
import * as expertNotes from './expertNotes';
import * as expertAttention from './expertAttention';
import * as uploads from './uploads';
import * as feedback from './feedback';
import * as expertApply from './expertApply';

/**
 * Every HTTP endpoint of contracts/, for the server's check that each is registered once and for the
 * tests that walk them all (the fuzz test sends each one malformed input). Not for the client: it
 * imports the endpoints it calls one by one, so a screen's chunk carries only its own.
 */
const modules: readonly object[] = [
  accounts,
  captcha,
  partnerLogin,
  userCentre,
  devSim,
  messageCount,
  messages,
  chat,
  follow,
  matchcenter,
  redPacket,
  statistics,
  wallet,
  payments,
  withdrawal,
  plans,
  expertCalls,
  expertNotes,
  expertAttention,
  uploads,
  feedback,
  expertApply,
];

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'access' in value &&
    'input' in value &&
    'output' in value
  );
}

export const allEndpoints: readonly Endpoint[] = [
  ...new Set(modules.flatMap((m) => Object.values(m).filter(isEndpoint))),
];
