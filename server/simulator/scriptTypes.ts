/** What a simulated match is made of, shared by the football and basketball scripts. */

export interface RosterPlayer {
  name: string;
  position: string;
  shirtNumber: number;
}

export interface Roster {
  starters: RosterPlayer[];
  bench: RosterPlayer[];
}

export type EventKind =
  | 'goal'
  | 'own_goal'
  | 'penalty'
  | 'penalty_missed'
  | 'yellow'
  | 'red'
  | 'substitution'
  | 'corner'
  | 'period';

export interface ScriptEvent {
  /** Seconds since kick-off (simulated time) when it happens. */
  at: number;
  kind: EventKind;
  /** 1 home, 2 away, 0 neither; for own goals the side credited with the goal. */
  side: 0 | 1 | 2;
  minute: number;
  extra: number;
  second: number;
  player: string | null;
  detail: Record<string, unknown> | null;
}
