import { useRef, useState } from 'react';
import { changeFollow, type FollowState } from './changeFollow';

/**
 * The follow button's state on the expert home: following and the follower count, changed only by
 * the server's answer. A tap while a change is on its way is ignored (the button says so).
 */
export function useFollowExpert(expertId: number, initial: FollowState) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const toggle = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const answer = await changeFollow(expertId, !state.following);
    inFlight.current = false;
    setBusy(false);
    if (answer) setState(answer);
  };
  return { ...state, busy, toggle };
}
