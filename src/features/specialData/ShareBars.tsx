import { cssVar } from '@shared/theme';
import { outcomeColours, percentText } from './rules';

/** Outcomes as bars of their share of the money, each with its share and a figure beside it. */
export function ShareBars({
  rows,
  testId,
}: {
  rows: ReadonlyArray<{ name: string; share: number; figure: string }>;
  testId: string;
}) {
  const colours = outcomeColours(rows.length);
  return (
    <ul className="sd-bars" data-testid={testId}>
      {rows.map((row, i) => (
        <li key={row.name} className="sd-bar" data-testid={`${testId}-row`}>
          <span className="sd-bar__name">{row.name}</span>
          <span className="sd-bar__track">
            <span
              className="sd-bar__fill"
              style={{
                width: `${Math.min(100, row.share)}%`,
                background: colours[i] ? cssVar(colours[i]) : undefined,
              }}
            />
          </span>
          <span className="sd-bar__value">{percentText(row.share)}</span>
          <span className="sd-bar__figure">{row.figure}</span>
        </li>
      ))}
    </ul>
  );
}
