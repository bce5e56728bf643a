/**
 * Visibility and network state, injected. schedulers/ never reads `document` or `navigator`: the
 * browser adapter (src/shared/environment) pushes into an `EnvironmentControl` at boot, and tests push
 * into their own (tests/kit/schedulerKit.ts). Until someone says otherwise the page is visible and
 * online, which is also what Node and the bench see.
 */
import {
  BehaviorSubject,
  distinctUntilChanged,
  filter,
  map,
  pairwise,
  type Observable,
} from 'rxjs';

export interface EnvironmentState {
  readonly visible: boolean;
  readonly online: boolean;
}

export interface Environment {
  /** The current state; sync. */
  current(): EnvironmentState;
  /** Emits the current state at once, then every change. */
  readonly state$: Observable<EnvironmentState>;
}

export interface EnvironmentControl extends Environment {
  setVisible(visible: boolean): void;
  setOnline(online: boolean): void;
}

export function createEnvironment(initial: Partial<EnvironmentState> = {}): EnvironmentControl {
  const subject = new BehaviorSubject<EnvironmentState>({
    visible: initial.visible ?? true,
    online: initial.online ?? true,
  });
  const set = (patch: Partial<EnvironmentState>): void => {
    const prev = subject.getValue();
    const next = { ...prev, ...patch };
    if (next.visible !== prev.visible || next.online !== prev.online) subject.next(next);
  };
  return {
    current: () => subject.getValue(),
    state$: subject.pipe(distinctUntilChanged()),
    setVisible: (visible) => set({ visible }),
    setOnline: (online) => set({ online }),
  };
}

/**
 * Emits each time the network comes back (offline → online), when the poll jobs run their one
 * catch-up. A screen that shows a failure retries on it (useRetryWhenOnline), so "网络连接失败"
 * clears by itself instead of waiting for a tap.
 */
export function networkReturns(environment: Environment): Observable<void> {
  return environment.state$.pipe(
    map((state) => state.online),
    distinctUntilChanged(),
    pairwise(),
    filter(([before, now]) => !before && now),
    map(() => undefined),
  );
}
