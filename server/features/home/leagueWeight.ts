/**
 * How much fans care about a competition, for ordering the home tab's live strip after isHot
 * (docs/decisions/home.md). The feeds give no such figure; these follow what Chinese sports apps put
 * first: the Champions League and the big five, the NBA and the CBA, then the Super League and the
 * other big leagues. Any other competition weighs 0 and sorts by kick-off.
 */
const WEIGHTS: ReadonlyMap<number, number> = new Map([
  [103, 100], // 欧冠
  [36, 95], // 英超
  [1, 94], // NBA
  [31, 90], // 西甲
  [3, 88], // CBA
  [34, 85], // 意甲
  [8, 84], // 德甲
  [11, 80], // 法甲
  [60, 78], // 中超
  [87, 70], // 足总杯
  [119, 68], // 足协杯
  [7, 66], // 欧篮联
  [2, 60], // WNBA
  [25, 55], // 日职联
  [15, 54], // 韩K联
  [37, 50], // 英冠
  [16, 48], // 荷甲
  [23, 47], // 葡超
  [292, 45], // 沙特联
  [21, 40], // 美职联
  [4, 40], // 巴甲
  [273, 35], // 澳超
]);

export function leagueWeight(leagueId: number): number {
  return WEIGHTS.get(leagueId) ?? 0;
}
