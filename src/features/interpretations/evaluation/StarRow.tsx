import {
  EVALUATION_DIMENSION_NAMES,
  STARS,
  type EvaluationDimension,
} from '@contracts/interpretationEvaluation';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

const VALUES = Array.from({ length: STARS.max - STARS.min + 1 }, (_, i) => STARS.min + i);

/**
 * One dimension's 1–5 stars: a radio group (arrow keys move, a screen reader hears 3星 of 5), or
 * the stars given, read-only.
 */
export function StarRow({
  dimension,
  value,
  onChange,
}: {
  dimension: EvaluationDimension;
  value: number | undefined;
  onChange?: (stars: number) => void;
}) {
  const name = EVALUATION_DIMENSION_NAMES[dimension];
  return (
    <div className="jd-stars" data-testid={`jiedu-stars-${dimension}`}>
      <span className="jd-stars__name" id={`jd-stars-${dimension}`}>
        {name}
      </span>
      <span
        className="jd-stars__row"
        role={onChange ? 'radiogroup' : 'img'}
        // A radio group is named by its dimension; the stars given read as one picture: 准确度4星.
        aria-labelledby={onChange ? `jd-stars-${dimension}` : undefined}
        aria-label={onChange ? undefined : `${name}${value ?? 0}星`}
        onKeyDown={
          onChange
            ? (event) => onRovingKeyDown(event, { role: 'radio', vertical: true })
            : undefined
        }
      >
        {VALUES.map((n, index) =>
          onChange ? (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={value === n}
              tabIndex={rovingTabIndex(value === n, index, value !== undefined)}
              aria-label={`${n}星`}
              className={`jd-star${value !== undefined && n <= value ? ' is-on' : ''}`}
              data-testid={`jiedu-star-${dimension}-${n}`}
              onClick={() => onChange(n)}
            >
              ★
            </button>
          ) : (
            <span
              key={n}
              aria-hidden="true"
              className={`jd-star${value !== undefined && n <= value ? ' is-on' : ''}`}
            >
              ★
            </span>
          ),
        )}
      </span>
    </div>
  );
}
