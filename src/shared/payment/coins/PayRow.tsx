/** One line of a pay summary: what it is on the left, the amount on the right. */
export function PayRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="pay-result__row" data-testid={testId}>
      <span>{label}</span>
      <strong>{value}</strong>
    </div>
  );
}
