import {
  EVALUATION_DIMENSION_NAMES,
  STARS,
  type EvaluationDimension,
} from '@contracts/interpretationEvaluation';

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
        aria-labelledby={`jd-stars-${dimension}`}
        aria-label={onChange ? undefined : `${name}${value ?? 0}星`}
      >
        {VALUES.map((n) =>
          onChange ? (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={value === n}
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
