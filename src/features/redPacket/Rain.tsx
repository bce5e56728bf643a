import { useEffect, useMemo, useRef, useState } from 'react';
import { RAIN_PACKETS } from '@contracts/redPacket';
import { useReducedMotion } from '@shared/a11y';
import { after, every, type Cancel } from '@schedulers';
import { RAIN_CLICK_WINDOW_MS } from '../../../contracts/rainTimings';

/** Packets that fall during one rain (the server believes no more). */
const PACKETS = RAIN_PACKETS;

interface Packet {
  id: number;
  /** Across the screen, percent. */
  left: number;
  /** When it starts falling, ms into the rain. */
  delayMs: number;
  /** How long it takes to cross the screen. */
  fallMs: number;
  tilt: number;
  /** Down the screen, percent: where it stands in the still rain (reduced motion). */
  top: number;
}

function makePackets(random: () => number): Packet[] {
  return Array.from({ length: PACKETS }, (_, id) => ({
    id,
    left: 4 + random() * 84,
    // Spread over the window, leaving the last packets time to be seen.
    delayMs: Math.floor(random() * (RAIN_CLICK_WINDOW_MS - 1800)),
    fallMs: 1800 + Math.floor(random() * 1400),
    tilt: -25 + random() * 50,
    top: 12 + random() * 70,
  }));
}

/**
 * The rain itself: packets fall for the 10-second click window (CSS animations), the fan taps
 * them, a countdown shows what is left, and at the end `onDone` gets the packets caught — also
 * when the rain is left early. The window's end and the countdown are schedulers/ timers, so a
 * test's fake clock runs them. A fan who asked for reduced motion gets a still rain: every packet
 * stands on the screen for the whole window, to tap as they please (issue 38 §3).
 */
export function Rain({
  onDone,
  random = Math.random,
}: {
  onDone: (hits: number) => void;
  random?: () => number;
}) {
  const packets = useMemo(() => makePackets(random), [random]);
  const still = useReducedMotion();
  const [caught, setCaught] = useState<ReadonlySet<number>>(new Set());
  const [left, setLeft] = useState(Math.round(RAIN_CLICK_WINDOW_MS / 1000));
  const hits = caught.size;
  // The window starts once, at mount; when it ends it reads the count and the callback of then.
  const latest = useRef({ hits, onDone });
  useEffect(() => {
    latest.current = { hits, onDone };
  }, [hits, onDone]);
  // A finish asked for on unmount waits a turn: React's StrictMode unmounts and mounts again at
  // once in development, and that is not the fan leaving.
  const leaving = useRef<Cancel | null>(null);
  useEffect(() => {
    leaving.current?.();
    leaving.current = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      latest.current.onDone(latest.current.hits);
    };
    const stopTick = every(1000, () => setLeft((s) => Math.max(0, s - 1)));
    const end = after(RAIN_CLICK_WINDOW_MS, finish);
    return () => {
      stopTick();
      end();
      // Left mid-rain (another page, back): what was caught still counts.
      leaving.current = after(0, finish);
    };
  }, []);
  return (
    <div className="rp-rain" data-testid="rain">
      <div className="rp-rain__head">
        <span className="rp-rain__left" data-testid="rain-left">
          {left} 秒
        </span>
        <span className="rp-rain__hits" data-testid="rain-hits">
          已抢到 {hits} 个
        </span>
      </div>
      {packets.map((p) =>
        caught.has(p.id) ? (
          <span
            key={p.id}
            className="rp-rain__burst"
            style={{ left: `${p.left}%` }}
            aria-hidden="true"
          >
            +1
          </span>
        ) : (
          <button
            key={p.id}
            type="button"
            className={still ? 'rp-rain__packet rp-rain__packet--still' : 'rp-rain__packet'}
            data-testid="rain-packet"
            aria-label="红包"
            style={
              still
                ? { left: `${p.left}%`, top: `${p.top}%`, rotate: `${p.tilt}deg` }
                : {
                    left: `${p.left}%`,
                    animationDelay: `${p.delayMs}ms`,
                    animationDuration: `${p.fallMs}ms`,
                    rotate: `${p.tilt}deg`,
                  }
            }
            onPointerDown={() => setCaught((set) => new Set(set).add(p.id))}
          />
        ),
      )}
    </div>
  );
}
