import { oddsLineLabel } from '@contracts/sportdata/handicap';
import type { MatchOdds } from '@contracts/sportdata/matches';

/** Small pieces shared by the football and basketball rows. */

export function Rank({ rank }: { rank: number | null }) {
  if (rank === null) return null;
  return <span className="ml-rank">[{rank}]</span>;
}

export function Cards({ red, yellow }: { red: number; yellow: number | null }) {
  return (
    <>
      {red > 0 && (
        <span className="ml-card ml-card--red" role="img" aria-label={`红牌${red}张`}>
          {red}
        </span>
      )}
      {yellow !== null && yellow > 0 && (
        <span className="ml-card ml-card--yellow" role="img" aria-label={`黄牌${yellow}张`}>
          {yellow}
        </span>
      )}
    </>
  );
}

/** oddsType of the per-tab settings: 1 asia, 2 europe, 3 bigsmall. */
export function OddsLine({
  odds,
  oddsType,
  sportType,
}: {
  odds: MatchOdds | null;
  oddsType: number;
  sportType: number;
}) {
  const text = oddsText(odds, oddsType, sportType);
  if (!text) return null;
  return (
    <span className="ml-odds" data-testid="match-odds">
      {text}
    </span>
  );
}

export function oddsText(odds: MatchOdds | null, oddsType: number, sportType: number): string {
  if (!odds) return '';
  const water = (n: number) => n.toFixed(2);
  if (oddsType === 2) return odds.europe ? odds.europe.map(water).join('  ') : '';
  const type = oddsType === 3 ? 'bigsmall' : 'asia';
  const triple = odds[type];
  if (!triple) return '';
  const [first, line, second] = triple;
  return `${water(first)}  ${oddsLineLabel(sportType, type, line)}  ${water(second)}`;
}
