import { SPORT } from '@domain/sport';
import { idOf } from '../rules';

// The record pages of issue 37 §3 (docs/decisions/expert-pages.md): how their addresses carry what
// they show, and the record line in words. Pure.

/** One row of an expert's league record, as `leagueRecordDetail/{option}` carries it. */
export interface LeagueSlice {
  expertId: number;
  leagueId: number;
  /** 0 every game, else a game id. */
  gameId: number;
  /** 0 all time, 1 the last 30 days, 2 the last 90 days. */
  dateIndex: number;
}

/**
 * `{option}` of leagueRecordDetail: the spec names one segment for the call's four arguments, so
 * they travel joined, `expertId-leagueId-gameId-dateIndex` (each a plain number; readable when
 * shared, no JSON in a path).
 */
export function sliceOption(slice: LeagueSlice): string {
  return [slice.expertId, slice.leagueId, slice.gameId, slice.dateIndex].join('-');
}

/** The slice an `{option}` names, or null when it is not one (no call is made then). */
export function sliceOf(option: string | undefined): LeagueSlice | null {
  const parts = option?.split('-') ?? [];
  if (parts.length !== 4) return null;
  const [expertId, leagueId] = [idOf(parts[0]), idOf(parts[1])];
  const gameId = /^\d{1,6}$/.test(parts[2] ?? '') ? Number(parts[2]) : null;
  const dateIndex = /^[012]$/.test(parts[3] ?? '') ? Number(parts[3]) : null;
  if (expertId === null || leagueId === null || gameId === null || dateIndex === null) return null;
  return { expertId, leagueId, gameId, dateIndex };
}

/** A query's ball type: '2' basketball, anything else football (the spec's default 1). */
export function ballOfQuery(value: string | null): '1' | '2' {
  return value === String(SPORT.basketball) ? '2' : '1';
}

/** 12中8 (picks won of picks), or 暂无 with none settled. */
export function hitsText(picks: number, won: number): string {
  return picks > 0 ? `${picks}中${won}` : '暂无';
}

/** 66% — or -- with no sample. */
export function percentText(value: number | null): string {
  return value === null ? '--' : `${value}%`;
}

/** 回报率 112.5% — or -- with nothing settled. */
export function returnText(value: number | null): string {
  return value === null ? '--' : `${value}%`;
}
