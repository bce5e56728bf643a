import type { ActivityClaim, ActivityInfo, ActivityName } from '../../../contracts/activities';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { couponBySource } from '../../platform/commerce';
import { asianMatches } from './asianMatches';
import { ACTIVITY_CALENDAR, activityState, type ActivityState } from './calendar';
import {
  asianCupSource,
  hasEightVip,
  key1812,
  rewardText,
  secondStepOpensAt,
  transferAtKey,
  wasMember,
} from './claims';
import { SPREE_PRICE_FEN, spreeKey } from './spree';

type Step = Pick<ActivityClaim, 'step' | 'title' | 'reward'>;

/** A step as this fan stands with it; a visitor is asked to log in while the activity is open. */
function stateOf(
  step: Step,
  activity: ActivityState,
  fan: { claimed: boolean; waiting?: boolean; opensAt?: number | null; barred?: boolean } | null,
): ActivityClaim {
  const opensAt = fan?.opensAt ?? null;
  if (fan?.claimed) return { ...step, state: 'claimed', opensAt: null };
  if (activity !== 'open' || fan?.barred) return { ...step, state: 'closed', opensAt: null };
  if (!fan) return { ...step, state: 'login', opensAt: null };
  return fan.waiting
    ? { ...step, state: 'waiting', opensAt }
    : { ...step, state: 'claimable', opensAt: null };
}

/** GET /api/hd/activity/{name}: the window, the rules and each step as the viewer stands with it. */
export async function activityInfo(
  db: Database,
  name: ActivityName,
  viewer: number | null,
  now: number,
): Promise<ActivityInfo> {
  const window = ACTIVITY_CALENDAR[name];
  const state = activityState(window, now);
  const base = {
    name,
    title: window.title,
    rules: [...window.rules],
    startTime: window.start,
    endTime: window.end,
    state,
    price: null,
    matches: [],
  } satisfies Omit<ActivityInfo, 'claims'>;
  switch (name) {
    case '1812': {
      const first = viewer === null ? undefined : await transferAtKey(db, key1812(viewer, 1));
      const second = viewer === null ? undefined : await transferAtKey(db, key1812(viewer, 2));
      const opens = first ? secondStepOpensAt(first.at.getTime()) : null;
      return {
        ...base,
        claims: [
          stateOf(
            { step: 1, title: '第一天', reward: rewardText['1812'](1) },
            state,
            viewer === null ? null : { claimed: first !== undefined },
          ),
          stateOf(
            { step: 2, title: '第二天', reward: rewardText['1812'](2) },
            state,
            viewer === null
              ? null
              : {
                  claimed: second !== undefined,
                  // Before step 1, step 2 waits for it (no time yet); on step 1's day, for the next.
                  waiting: !first || (opens !== null && now < opens),
                  opensAt: opens,
                },
          ),
        ],
      };
    }
    case 'eightVip': {
      const fan =
        viewer === null
          ? null
          : (await hasEightVip(db, viewer))
            ? { claimed: true }
            : { claimed: false, barred: await wasMember(db, viewer) };
      return {
        ...base,
        claims: [stateOf({ step: 1, title: '免费体验', reward: rewardText.eightVip }, state, fan)],
      };
    }
    case 'asianCup': {
      const claimed =
        viewer === null
          ? null
          : (await couponBySource(db, asianCupSource(viewer, 1))) !== undefined;
      return {
        ...base,
        claims: [
          stateOf(
            { step: 1, title: '亚洲杯观赛礼', reward: rewardText.asianCup },
            state,
            claimed === null ? null : { claimed },
          ),
        ],
        matches: await asianMatches(db, now),
      };
    }
    case 'spree1188': {
      const bought =
        viewer === null ? null : (await transferAtKey(db, spreeKey(viewer))) !== undefined;
      return {
        ...base,
        price: fenToYuan(SPREE_PRICE_FEN),
        claims: [
          stateOf(
            { step: 1, title: '超值礼包', reward: '18.88金币 + 解读券2张' },
            state,
            bought === null ? null : { claimed: bought },
          ),
        ],
      };
    }
  }
}
