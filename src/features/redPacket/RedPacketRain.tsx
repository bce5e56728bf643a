import { useCallback, useEffect, useRef, useState } from 'react';
import { after, appNow } from '@schedulers';
import { RED_PACKET_CODES, type Award } from '@contracts/redPacket';
import { tabbablesIn, useFocusTrap } from '@shared/a11y';
import { failureText, isApiError } from '@shared/http';
import { useCloseOnNavigation } from '@shared/overlays';
import { isLoggedIn, requireLogin } from '@shared/session';
import { checkRound, clickRed, joinRound } from './api';
import { AwardView } from './AwardView';
import { isRoundJoined, lastJoinAt, markRoundJoined, recordJoin } from './cache';
import { Rain } from './Rain';
import { redPacketsShown } from './RedPacketBadge';
import { latestGoal, meansJoined, rainMayShow, roundKey } from './rules';
import { RulesView } from './RulesView';
import { useRedPacketStore } from './store';
import { checkNow, holdRedPacketJobs } from './streams';
import './redPacket.css';
import { RAIN_GAP_MS } from '../../../contracts/rainTimings';

type Phase =
  | { name: 'closed' }
  | { name: 'intro'; goalCount: number }
  | { name: 'joining'; goalCount: number }
  | { name: 'rules'; goalCount: number }
  | { name: 'raining'; goalCount: number }
  | { name: 'settling' }
  | { name: 'award'; award: Award }
  | { name: 'notice'; text: string; retry?: () => void };

/** The steps Escape may close: not a join, a rain or an opening under way. */
const ESCAPABLE: ReadonlySet<Phase['name']> = new Set(['intro', 'rules', 'award', 'notice']);

/** What a notice says when the failure is no call's (the server's words win when it sent some). */
const NOTICE_FALLBACK = '网络不太好，请稍后再试';

/**
 * The red-packet rain of a match page (issue 9 item 3). The page marks its match; the 10-second
 * check watches the round of its newest goal. When that round is open, the fan has not joined it,
 * the last join was over 60 s ago and no rain is on screen, the popup shows and the round is cached
 * as joined. The fan starts it (login first), taps packets for 10 s, and sees the award.
 */
export function RedPacketRain({ matchId }: { matchId: number }) {
  const shown = redPacketsShown();
  const [phase, setPhase] = useState<Phase>({ name: 'closed' });
  const match = useRedPacketStore((s) => s.byId[matchId]);
  const goal = match && match.redStatus === 1 ? latestGoal(match.pointJson) : null;
  const key = goal ? roundKey(matchId, goal.goalCount) : null;
  const round = useRedPacketStore((s) => (key ? s.rounds[key] : undefined));
  const locked = useRedPacketStore((s) => s.locked);
  // Re-read when the 60-second gap since the last join runs out (nothing else may change then).
  const [gapTick, setGapTick] = useState(0);

  useEffect(() => {
    if (!shown) return;
    useRedPacketStore.setState({ marked: matchId });
    const release = holdRedPacketJobs();
    checkNow();
    return () => {
      release();
      if (useRedPacketStore.getState().marked === matchId)
        useRedPacketStore.setState({ marked: null, locked: false });
    };
  }, [shown, matchId]);

  // The popup's moment: an open round of the newest goal that this device has not joined.
  useEffect(() => {
    if (!shown || !key || !round || phase.name !== 'closed') return;
    if (!round.open || round.join || round.award || isRoundJoined(key)) return;
    const last = lastJoinAt();
    const now = appNow();
    if (!rainMayShow({ marked: true, lastJoinAt: last, locked, now })) {
      // Held back by the gap alone: look again the moment it has passed.
      if (!locked && last !== null)
        return after(last + RAIN_GAP_MS + 1 - now, () => setGapTick((n) => n + 1));
      return;
    }
    markRoundJoined(key);
    useRedPacketStore.setState({ locked: true });
    setPhase({ name: 'intro', goalCount: round.goalCount });
  }, [shown, key, round, phase.name, locked, gapTick]);

  const close = useCallback(() => {
    setPhase({ name: 'closed' });
    useRedPacketStore.setState({ locked: false });
  }, []);
  // A route change (another tab of the page, the phone's back) closes it like every other popup.
  useCloseOnNavigation(phase.name !== 'closed', close);
  // Focus stays in the popup while it is open and returns to the page after; Escape closes it, but
  // not while a rain is joined, falling or being opened (leaving then still counts the catch).
  const overlay = useRef<HTMLDivElement>(null);
  const escapable = ESCAPABLE.has(phase.name);
  useFocusTrap(overlay, shown && phase.name !== 'closed', escapable ? close : undefined);
  // Each step replaces the popup's content: focus moves on to the new step's first control.
  useEffect(() => {
    const popup = overlay.current;
    if (popup && !popup.contains(document.activeElement)) tabbablesIn(popup)[0]?.focus();
  }, [phase.name]);

  const start = async (goalCount: number) => {
    if (!isLoggedIn()) {
      close();
      requireLogin();
      return;
    }
    // One join at a time: a second tap on 开抢 would come back 101 and end the rain.
    setPhase({ name: 'joining', goalCount });
    try {
      await joinRound(matchId, goalCount);
      recordJoin(appNow());
      setPhase({ name: 'raining', goalCount });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (meansJoined(code)) markRoundJoined(roundKey(matchId, goalCount));
      if (code === RED_PACKET_CODES.drawn) return showAward(goalCount);
      if (isApiError(error) && error.needsLogin) {
        close();
        requireLogin();
        return;
      }
      setPhase({ name: 'notice', text: failureText(error, NOTICE_FALLBACK) });
    }
  };

  const showAward = async (goalCount: number) => {
    try {
      const status = await checkRound(matchId, goalCount);
      if (status.award) setPhase({ name: 'award', award: status.award });
      else setPhase({ name: 'notice', text: '本轮红包雨已结束' });
    } catch (error) {
      setPhase({ name: 'notice', text: failureText(error, NOTICE_FALLBACK) });
    }
  };

  const finish = (goalCount: number, hits: number) => {
    setPhase({ name: 'settling' });
    clickRed(matchId, goalCount, hits).then(
      (award) => setPhase({ name: 'award', award }),
      async (error: unknown) => {
        // Drawn already, perhaps by a click whose answer was lost: the award is there to read.
        if (isApiError(error) && error.code === RED_PACKET_CODES.drawn) return showAward(goalCount);
        // No answer at all: a click is safe to send again (the server draws once).
        const status = await checkRound(matchId, goalCount).catch(() => null);
        if (status?.award) setPhase({ name: 'award', award: status.award });
        else
          setPhase({
            name: 'notice',
            text: failureText(error, NOTICE_FALLBACK),
            retry: status?.join === false ? undefined : () => finish(goalCount, hits),
          });
      },
    );
  };

  if (!shown || phase.name === 'closed') return null;
  return (
    <div className="rp-overlay" ref={overlay} data-testid="rain-popup" data-phase={phase.name}>
      {phase.name === 'joining' && (
        <div className="rp-card" role="status">
          <p className="rp-card__text">红包雨马上开始…</p>
        </div>
      )}
      {phase.name === 'intro' && (
        <div className="rp-card rp-card--intro" role="dialog" aria-labelledby="rp-intro-title">
          <button type="button" className="rp-card__close" aria-label="关闭" onClick={close}>
            ×
          </button>
          <h2 id="rp-intro-title" className="rp-card__title">
            进球红包雨来了！
          </h2>
          <p className="rp-card__text">
            第 {phase.goalCount} 球红包 · 10 秒内点红包，点得越多奖励越好
          </p>
          <button
            type="button"
            className="rp-button rp-button--big"
            data-testid="rain-start"
            onClick={() => void start(phase.goalCount)}
          >
            {isLoggedIn() ? '开抢' : '登录后开抢'}
          </button>
          <button
            type="button"
            className="rp-link"
            onClick={() => setPhase({ name: 'rules', goalCount: phase.goalCount })}
          >
            活动规则
          </button>
        </div>
      )}
      {phase.name === 'rules' && (
        <RulesView onBack={() => setPhase({ name: 'intro', goalCount: phase.goalCount })} />
      )}
      {phase.name === 'raining' && <Rain onDone={(hits) => finish(phase.goalCount, hits)} />}
      {phase.name === 'settling' && (
        <div className="rp-card" role="status">
          <p className="rp-card__text">正在拆红包…</p>
        </div>
      )}
      {phase.name === 'award' && <AwardView award={phase.award} onClose={close} />}
      {phase.name === 'notice' && (
        <div className="rp-card" role="alert" data-testid="rain-notice">
          <p className="rp-card__text">{phase.text}</p>
          <div className="rp-card__actions">
            {phase.retry && (
              <button type="button" className="rp-button rp-button--ghost" onClick={phase.retry}>
                重试
              </button>
            )}
            <button type="button" className="rp-button" onClick={close}>
              知道了
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
