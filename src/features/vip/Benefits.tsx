import { Link } from 'react-router-dom';
import { benefitsOf, type VipBenefit } from '@contracts/vip';
import { hrefFor } from '@shared/routes';

/** The benefits a page of the app serves: the wind vane's. */
const SERVED_BY_WIND_VANE = new Set(['windVane', 'exclusiveData', 'probability']);

function BenefitBody({ b }: { b: VipBenefit }) {
  return (
    <>
      <strong>{b.name}</strong>
      <span>{b.desc}</span>
      {b.value !== undefined && <em>价值{b.value}元</em>}
    </>
  );
}

/**
 * A level's benefits (product-spec §9: red list 11, super red list 13, data member 9), the spec's
 * values where it gives them (价值108元); the wind vane's open it.
 */
export function Benefits({ level }: { level: number }) {
  const benefits = benefitsOf(level);
  return (
    <section className="vip-card" aria-labelledby="vip-benefits-title">
      <h2 className="vip-card__title" id="vip-benefits-title">
        尊享 <b data-testid="vip-benefit-count">{benefits.length}</b> 项权益
      </h2>
      <ul className="vip-benefits" data-testid="vip-benefits">
        {benefits.map((b) => (
          <li key={b.key} className="vip-benefit" data-testid="vip-benefit" data-key={b.key}>
            {SERVED_BY_WIND_VANE.has(b.key) ? (
              <Link to={hrefFor('wind-mark-lis')} className="vip-benefit__link">
                <BenefitBody b={b} />
              </Link>
            ) : (
              <BenefitBody b={b} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
