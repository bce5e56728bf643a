// Pins product-spec §4 "Status codes": football and basketball codes, in play, abnormal, labels.
import { describe, expect, it } from 'vitest';
import {
  basketballStatusLabel,
  footballStatusLabel,
  isBasketballAbnormal,
  isBasketballInPlay,
  isFootballAbnormal,
  isFootballInPlay,
  matchPhase,
  sportOf,
  statusLabel,
} from '@entities/match/rules';

describe('football status codes', () => {
  it('isFootballInPlay: 1, 11, 12, 13 and 14 are in play; nothing else', () => {
    for (const s of [1, 11, 12, 13, 14]) expect(isFootballInPlay(s)).toBe(true);
    for (const s of [0, 2, 3, 4, 7, 8, 10, 15, -1]) expect(isFootballInPlay(s)).toBe(false);
  });

  it('isFootballAbnormal: abnormal means 3, 7 or 8', () => {
    for (const s of [3, 7, 8]) expect(isFootballAbnormal(s)).toBe(true);
    for (const s of [0, 1, 2, 11, 12, 13, 14]) expect(isFootballAbnormal(s)).toBe(false);
  });

  it('footballStatusLabel: Chinese labels of every code', () => {
    expect([0, 1, 11, 14, 12, 13, 2, 3, 7, 8].map((s) => footballStatusLabel(s))).toEqual([
      '未开赛',
      '上半场',
      '上半场',
      '中场',
      '下半场',
      '加时',
      '完场',
      '中断',
      '腰斩',
      '推迟',
    ]);
    expect(footballStatusLabel(99)).toBe('未知');
  });

  it('matchPhase football: not started upcoming, in play live, 2 finished, 3/7/8 abnormal', () => {
    expect(matchPhase('football', 0)).toBe('upcoming');
    expect(matchPhase('football', 12)).toBe('live');
    expect(matchPhase('football', 2)).toBe('finished');
    expect(matchPhase('football', 7)).toBe('abnormal');
  });
});

describe('basketball status codes', () => {
  it('isBasketballInPlay: in play means 1 or higher', () => {
    for (const s of [1, 4, 5, 12, 50]) expect(isBasketballInPlay(s)).toBe(true);
    for (const s of [0, -1, -2, -5]) expect(isBasketballInPlay(s)).toBe(false);
  });

  it('isBasketballAbnormal: abnormal means below -1', () => {
    for (const s of [-2, -3, -4, -5]) expect(isBasketballAbnormal(s)).toBe(true);
    for (const s of [-1, 0, 1, 50]) expect(isBasketballAbnormal(s)).toBe(false);
  });

  it('basketballStatusLabel: quarters 1-4, overtime 5-12 as 加时1-8, 50 中场, negatives', () => {
    expect([1, 2, 3, 4].map((s) => basketballStatusLabel(s))).toEqual([
      '第一节',
      '第二节',
      '第三节',
      '第四节',
    ]);
    expect(basketballStatusLabel(5)).toBe('加时1');
    expect(basketballStatusLabel(12)).toBe('加时8');
    expect([0, 50, -1, -2, -3, -4, -5].map((s) => basketballStatusLabel(s))).toEqual([
      '未开赛',
      '中场',
      '完场',
      '待定',
      '中断',
      '取消',
      '推迟',
    ]);
    expect(basketballStatusLabel(13)).toBe('未知');
  });

  it('matchPhase basketball: -1 finished, below -1 abnormal', () => {
    expect(matchPhase('basketball', 0)).toBe('upcoming');
    expect(matchPhase('basketball', 50)).toBe('live');
    expect(matchPhase('basketball', -1)).toBe('finished');
    expect(matchPhase('basketball', -4)).toBe('abnormal');
  });

  it('statusLabel and sportOf dispatch on the sport type (1 football, 2 basketball)', () => {
    expect(sportOf(1)).toBe('football');
    expect(sportOf(2)).toBe('basketball');
    expect(statusLabel('football', 1)).toBe('上半场');
    expect(statusLabel('basketball', 1)).toBe('第一节');
  });
});
