import type { Triple } from '@contracts/windVane';
import { cssVar } from '@shared/theme';
import { flowText, percentText, SIDE_COLOURS, sidesOf } from './rules';

/** The three sides now, each a bar of its chance with how far it moved since the books opened. */
export function FlowBars({ now, flow }: { now: Triple; flow: Triple }) {
  return (
    <ul className="wv-bars" data-testid="wind-bars">
      {sidesOf(now).map((side, i) => (
        <li key={side.name} className="wv-bar">
          <span className="wv-bar__name">{side.name}</span>
          <span className="wv-bar__track">
            <span
              className="wv-bar__fill"
              style={{ width: `${side.value}%`, background: cssVar(SIDE_COLOURS[i]!) }}
            />
          </span>
          <span className="wv-bar__value">{percentText(side.value)}</span>
          <span
            className={`wv-bar__flow${flow[i]! > 0 ? ' is-up' : flow[i]! < 0 ? ' is-down' : ''}`}
            data-testid="wind-flow"
          >
            {flowText(flow[i]!)}
          </span>
        </li>
      ))}
    </ul>
  );
}
