import type { Endpoint } from './endpoint';
import * as accountSession from './account/session';
import * as accountCaptcha from './account/captcha';
import * as accountPartner from './account/partner';
import * as centreProfile from './account/centre/profile';
import * as centreIdentity from './account/centre/identity';
import * as centreSecurity from './account/centre/security';
import * as centreLevel from './account/centre/level';
import * as chat from './chat';
import * as dataSearch from './dataSearch';
import * as follow from './follow';
import * as matchcenter from './matchcenter';
import * as matchScoreCard from './matchScoreCard';
import * as redPacket from './redPacket';
import * as statistics from './statistics';
import * as devSim from './devSim';
import * as messageCount from './messageCount';
import * as messages from './messages';
import * as walletBalance from './wallet/balance';
import * as walletCharge from './wallet/charge';
import * as walletWithdraw from './wallet/withdraw';
import * as plans from './plans';
import * as interpretations from './interpretations';
import * as interpretationEvaluation from './interpretationEvaluation';
import * as expertCalls from './experts';
import * as notes from './notes';
import * as expertAttention from './expertAttention';
import * as uploads from './uploads';
import * as feedback from './feedback';
import * as expertApply from './expertApply';
import * as vipOffer from './vipOffer';
import * as setMeals from './setMeals';
import * as lottery from './lottery';
import * as ads from './ads';
import * as expertMonthly from './expertMonthly';
import * as coupons from './coupons';
import * as vip from './vip';
import * as vipBargain from './vipBargain';
import * as windVane from './windVane';
import * as social from './social';
import * as socialActions from './socialActions';
import * as expertReplays from './expertReplays';
import * as homeSearch from './search';
import * as activities from './activities';
import * as service from './service';
import * as share from './share';

/**
 * Every HTTP endpoint of contracts/, for the server's check that each is registered once and for the
 * tests that walk them all (the fuzz test sends each one malformed input). Not for the client: it
 * imports the endpoints it calls one by one, so a screen's chunk carries only its own.
 */
const modules: readonly object[] = [
  accountSession,
  accountCaptcha,
  accountPartner,
  centreProfile,
  centreIdentity,
  centreSecurity,
  centreLevel,
  devSim,
  messageCount,
  messages,
  chat,
  dataSearch,
  follow,
  matchcenter,
  matchScoreCard,
  redPacket,
  statistics,
  walletBalance,
  walletCharge,
  walletWithdraw,
  plans,
  interpretations,
  interpretationEvaluation,
  expertCalls,
  notes,
  expertAttention,
  uploads,
  feedback,
  expertApply,
  vipOffer,
  setMeals,
  lottery,
  ads,
  expertMonthly,
  coupons,
  vip,
  vipBargain,
  windVane,
  social,
  socialActions,
  expertReplays,
  homeSearch,
  activities,
  service,
  share,
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
