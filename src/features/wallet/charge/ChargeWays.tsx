import { CHARGE_WAY_NAMES, type ChargeWay } from '@contracts/wallet/charge';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

/** The charge ways the channel offers (product-spec §4), one picked. */
export function ChargeWays({
  ways,
  way,
  onPick,
}: {
  ways: readonly ChargeWay[];
  way: ChargeWay | undefined;
  onPick: (way: ChargeWay) => void;
}) {
  return (
    <section className="wallet-section" aria-label="支付方式">
      <h2 className="wallet-section__title">支付方式</h2>
      {ways.length === 0 ? (
        <p className="charge-unsupported" data-testid="charge-unsupported">
          当前环境暂不支持充值
        </p>
      ) : (
        <div
          className="charge-ways"
          role="radiogroup"
          aria-label="支付方式"
          onKeyDown={(event) => onRovingKeyDown(event, { role: 'radio', vertical: true })}
        >
          {ways.map((option, index) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={option === way}
              tabIndex={rovingTabIndex(
                option === way,
                index,
                ways.some((w) => w === way),
              )}
              className={`charge-way charge-way--${option}${option === way ? ' is-picked' : ''}`}
              data-testid={`charge-way-${option}`}
              onClick={() => onPick(option)}
            >
              <span className="charge-way__name">{CHARGE_WAY_NAMES[option]}</span>
              <span className="charge-way__check" aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
