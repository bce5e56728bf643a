/**
 * The small live progress ring beside the minute or quarter (product-spec §4). `fraction` comes from
 * the rules (football minutes out of 90, the part of the basketball quarter played).
 */
const R = 6;
const C = 2 * Math.PI * R;

export function ProgressRing({ fraction }: { fraction: number }) {
  const clamped = Math.min(1, Math.max(0, fraction));
  return (
    <svg
      className="ml-ring"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      data-testid="progress-ring"
      data-fraction={clamped.toFixed(3)}
    >
      <circle className="ml-ring__track" cx="8" cy="8" r={R} />
      <circle
        className="ml-ring__bar"
        cx="8"
        cy="8"
        r={R}
        strokeDasharray={`${(clamped * C).toFixed(2)} ${C.toFixed(2)}`}
        transform="rotate(-90 8 8)"
      />
    </svg>
  );
}
