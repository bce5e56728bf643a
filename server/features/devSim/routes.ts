import { devSimAdvance, devSimHappen, devSimPlayable } from '../../../contracts/devSim';
import { DEV_SIM_REFUSAL_CODES as D } from '../../../contracts/devSim';
import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import type { Clock } from '../../clock';
import { done, refused, type Refusal } from '../../platform/refusals';
import type { Router } from '../../platform/route';

/** What the control drives: the running simulator (server/simulator/simulator.ts). */
export interface SimulatorHandle {
  tick(): Promise<void>;
  makeHappen(matchId: number, kind: 'goal' | 'red', side: 1 | 2): Promise<Outcome>;
  kickOffNow(matchId: number): Promise<Outcome>;
  /** Of these matches not started yet, the ones whose scripts do not postpone them. */
  playable(matchIds: readonly number[]): Promise<number[]>;
}
type Outcome = 'done' | 'not_found' | 'not_in_play' | 'postponed';

const refusals: Record<Exclude<Outcome, 'done'>, Refusal> = {
  not_found: { status: 404, code: COMMON_REFUSAL_CODES.matchNotFound, msg: '比赛不存在' },
  not_in_play: { status: 409, code: D.notInPlay, msg: '比赛当前状态不能这样操作' },
  postponed: { status: 409, code: D.postponed, msg: '这场比赛将延期，不能开赛' },
};
// 409, not 503: the server is up; what is missing is the simulator this server was started without.
const noSimulator: Refusal = { status: 409, code: D.noSimulator, msg: '模拟器未运行' };

/**
 * The simulator's development control (contracts/devSim.ts). Registered only with MATCHDAY_DEV_API=1;
 * the simulator is created after the server is built, so it is looked up per call.
 */
export function devSimRoutes(
  route: Router,
  deps: { clock: Clock; simulator: () => SimulatorHandle | undefined },
): void {
  route(devSimAdvance, async ({ minutes }) => {
    const simulator = deps.simulator();
    if (!simulator || !deps.clock.advance) return refused(noSimulator);
    deps.clock.advance(minutes * 60_000);
    await simulator.tick();
    return done({ now: deps.clock.now() });
  });

  route(devSimHappen, async ({ matchId, kind, side }) => {
    const simulator = deps.simulator();
    if (!simulator) return refused(noSimulator);
    const outcome =
      kind === 'kickoff'
        ? await simulator.kickOffNow(matchId)
        : await simulator.makeHappen(matchId, kind, side);
    return outcome === 'done' ? done({ matchId, kind }) : refused(refusals[outcome]);
  });

  route(devSimPlayable, async ({ matchIds }) => {
    const simulator = deps.simulator();
    if (!simulator) return refused(noSimulator);
    return done({ matchIds: await simulator.playable(matchIds) });
  });
}
