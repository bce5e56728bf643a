import { RESULT_TEXT } from './rules';

/** A club's last results as coloured marks, newest first. */
export function Form({ results }: { results: ReadonlyArray<'W' | 'D' | 'L'> }) {
  return (
    <span
      className="dl-form"
      role="img"
      aria-label={`近况 ${results.map((r) => RESULT_TEXT[r]).join('')}`}
    >
      {results.map((r, i) => (
        <i key={i} className={`dl-form__mark is-${r}`} aria-hidden="true">
          {RESULT_TEXT[r]}
        </i>
      ))}
    </span>
  );
}
