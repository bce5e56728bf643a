// Pins contracts/sportdata/handicap.ts: the Chinese labels of Asian handicaps and over/under lines.
import { describe, expect, it } from 'vitest';
import {
  asiaHandicapLabel,
  goalLineName,
  goalTotalLabel,
  oddsLineLabel,
  pointsHandicapLabel,
  pointsTotalLabel,
} from '../../../contracts/sportdata/handicap';

describe('asiaHandicapLabel', () => {
  it.each([
    [0, '平手'],
    [-0.25, '平/半'],
    [-0.5, '半球'],
    [-0.75, '半/一'],
    [-1, '一球'],
    [-1.25, '一/球半'],
    [-1.5, '球半'],
    [-1.75, '球半/两'],
    [-2, '两球'],
    [-2.25, '两/两球半'],
    [-2.5, '两球半'],
    [-2.75, '两球半/三'],
    [-3, '三球'],
    [-3.5, '三球半'],
    [-4, '四球'],
  ])('home gives %d: %s', (line, label) => {
    expect(asiaHandicapLabel(line)).toBe(label);
  });

  it.each([
    [0.25, '受让平/半'],
    [0.5, '受让半球'],
    [0.75, '受让半/一'],
    [1, '受让一球'],
    [1.5, '受让球半'],
  ])('home receives %d: %s', (line, label) => {
    expect(asiaHandicapLabel(line)).toBe(label);
  });

  it('reads lines off by float noise as the nearest quarter, and -0 as level', () => {
    expect(asiaHandicapLabel(-0.7499999)).toBe('半/一');
    expect(asiaHandicapLabel(-0)).toBe('平手');
  });

  it('names lines beyond the table by number', () => {
    expect(goalLineName(7)).toBe('7球');
    expect(goalLineName(6.75)).toBe('6.5/7球');
  });
});

describe('over/under and basketball labels', () => {
  it.each([
    [2.5, '2.5球'],
    [2.75, '2.5/3球'],
    [3, '3球'],
    [2.25, '2/2.5球'],
    [0.5, '0.5球'],
  ])('goal total %d: %s', (line, label) => {
    expect(goalTotalLabel(line)).toBe(label);
  });

  it('labels basketball spreads and totals in points', () => {
    expect(pointsHandicapLabel(-5.5)).toBe('主让5.5分');
    expect(pointsHandicapLabel(3.5)).toBe('主受让3.5分');
    expect(pointsHandicapLabel(0)).toBe('平手');
    expect(pointsTotalLabel(215.5)).toBe('215.5分');
  });

  it('oddsLineLabel picks by sport and type', () => {
    expect(oddsLineLabel(1, 'asia', -0.5)).toBe('半球');
    expect(oddsLineLabel(1, 'bigsmall', 2.75)).toBe('2.5/3球');
    expect(oddsLineLabel(2, 'asia', -5.5)).toBe('主让5.5分');
    expect(oddsLineLabel(2, 'bigsmall', 215.5)).toBe('215.5分');
  });
});
