import { orderingNotice, type SetMealScope } from './rules';

/** 订购须知 under the packages, per scope, with the customer-service phone when there is one. */
export function OrderingNotice({ scope, phone }: { scope: SetMealScope; phone: string | null }) {
  return (
    <section className="sm-notice" data-testid="set-meal-notice">
      <h3 className="sm-notice__title">订购须知</h3>
      <ol className="sm-notice__list">
        {orderingNotice(scope, phone).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
