import type { BasketballFigures, FootballFigures } from '@contracts/sportdata/players';

type Item = readonly [key: string, label: string, value: string | number];

export function footballItems(f: FootballFigures): Item[] {
  return [
    ['appearances', '出场', f.appearances],
    ['starts', '首发', f.starts],
    ['goals', '进球', f.goals],
    ['assists', '助攻', f.assists],
    ['penalties', '点球', f.penalties],
    ['minutes', '出场时间', `${f.minutes}'`],
    ['yellow', '黄牌', f.yellow],
    ['red', '红牌', f.red],
  ];
}

export function basketballItems(b: BasketballFigures): Item[] {
  return [
    ['games', '出场', b.games],
    ['starts', '首发', b.starts],
    ['points', '得分', b.points.toFixed(1)],
    ['rebounds', '篮板', b.rebounds.toFixed(1)],
    ['assists', '助攻', b.assists.toFixed(1)],
    ['steals', '抢断', b.steals.toFixed(1)],
    ['blocks', '盖帽', b.blocks.toFixed(1)],
    ['turnovers', '失误', b.turnovers.toFixed(1)],
    ['efficiency', '效率', b.efficiency.toFixed(1)],
    ['fieldGoalPercent', '投篮', `${b.fieldGoalPercent}%`],
    ['threePointPercent', '三分', `${b.threePointPercent}%`],
    ['freeThrowPercent', '罚球', `${b.freeThrowPercent}%`],
  ];
}

/**
 * A season's figures as tiles: football's totals; basketball's per-game figures (the server's one
 * decimal) and shooting over the season's attempts.
 */
export function PlayerFigures({
  football,
  basketball,
}: {
  football: FootballFigures | null;
  basketball: BasketballFigures | null;
}) {
  const items = football ? footballItems(football) : basketball ? basketballItems(basketball) : [];
  return (
    <dl className="dl-figures" data-testid="player-figures">
      {items.map(([key, label, value]) => (
        <div key={key} data-testid={`player-stat-${key}`}>
          <dd>{value}</dd>
          <dt>{label}</dt>
        </div>
      ))}
    </dl>
  );
}
