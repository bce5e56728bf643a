import { useState } from 'react';
import type { MatchResult, TeamResultMatch } from '@contracts/sportdata/analysis';
import { LeagueTag } from '@entities/match';
import {
  COLLAPSED_ROWS,
  halfScoreText,
  resultColor,
  resultLabel,
  scoreText,
  shortDate,
  visibleRows,
  wdlBar,
  type WdlCounts,
} from './rules';

/** Small pieces the analysis sections share. */

export function ResultChip({ result }: { result: MatchResult }) {
  return (
    <span
      className="mda-chip"
      data-testid="result-chip"
      data-result={result}
      style={{ background: resultColor(result) }}
    >
      {resultLabel(result)}
    </span>
  );
}

/** Newest first, as the server sends them. */
export function FormChips({ form }: { form: readonly MatchResult[] }) {
  return (
    <span className="mda-chips" role="group" aria-label="近期战绩，最近的在前">
      {form.map((result, i) => (
        <ResultChip key={i} result={result} />
      ))}
    </span>
  );
}

/** The win/draw/loss bar; basketball has no draw segment. */
export function WdlBarView({ counts, draws = true }: { counts: WdlCounts; draws?: boolean }) {
  const bar = wdlBar(counts);
  const parts: Array<[MatchResult, number]> = [
    ['W', bar.won],
    ...(draws ? [['D', bar.drawn] as [MatchResult, number]] : []),
    ['L', bar.lost],
  ];
  return (
    <div className="mda-bar" data-testid="wdl-bar">
      <div className="mda-bar__track" aria-hidden="true">
        {parts.map(([key]) =>
          bar.percent[key] > 0 ? (
            <span
              key={key}
              className="mda-bar__part"
              style={{ width: `${bar.percent[key]}%`, background: resultColor(key) }}
            />
          ) : null,
        )}
      </div>
      <div className="mda-bar__legend">
        {parts.map(([key, n]) => (
          <span key={key} style={{ color: resultColor(key, 'text') }}>
            {resultLabel(key)} {n} ({bar.percent[key]}%)
          </span>
        ))}
      </div>
    </div>
  );
}

/** A filter of a section as a pill that stays pressed. */
export function FilterPill({
  label,
  pressed,
  onToggle,
}: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`mda-pill${pressed ? ' mda-pill--on' : ''}`}
      aria-pressed={pressed}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}

/** Finished matches seen from one team (its name bold, the chip its result), 5 until 展开全部. */
export function MatchRows({ rows, testId }: { rows: readonly TeamResultMatch[]; testId: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = visibleRows(rows, expanded);
  return (
    <>
      <table className="md-table mda-matches">
        <thead>
          <tr>
            <th className="mda-matches__date">日期/赛事</th>
            <th className="mda-matches__team">主队</th>
            <th className="mda-matches__score">比分</th>
            <th className="mda-matches__team">客队</th>
            <th className="mda-matches__result">结果</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((m) => (
            <tr key={m.matchId} data-testid={testId}>
              <td className="mda-matches__date">
                <span className="mda-date">{shortDate(m.matchTime)}</span>
                <LeagueTag name={m.leagueShortName || m.leagueName} color={m.leagueColor} />
              </td>
              <td className={`mda-matches__team${m.isHome ? ' mda-own' : ''}`}>{m.homeTeamName}</td>
              <td className="mda-matches__score">
                <strong>{scoreText(m.homeScore, m.awayScore)}</strong>
                <span className="mda-half">{halfScoreText(m.homeHalfScore, m.awayHalfScore)}</span>
              </td>
              <td className={`mda-matches__team${m.isHome ? '' : ' mda-own'}`}>{m.awayTeamName}</td>
              <td className="mda-matches__result">
                <ResultChip result={m.result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > COLLAPSED_ROWS && (
        <button type="button" className="mda-more" onClick={() => setExpanded((e) => !e)}>
          {expanded ? '收起' : `展开全部 (${rows.length})`}
        </button>
      )}
    </>
  );
}
