import type { PlanSettlement } from '@contracts/plans';
import { MultiPickRule } from './MultiPickRule';
import type { ReadingKind } from './multiPickRule';
import { payoutText, pickResultText, picksOf } from './rules';
import './plans.css';

/**
 * The paid pick, read from the interpretation format: one block per game (its name and handicap),
 * every option with the picked ones marked and their odds. Content that does not parse is said to
 * be unreadable, never shown raw.
 */
export function PlanPicks({
  content,
  settlement,
  reading = 'plan',
}: {
  content: string | null;
  /** Once settled: each pick's result beside it, and the return. */
  settlement?: PlanSettlement | null;
  /** What is read: the multi-pick rule names it. */
  reading?: ReadingKind;
}) {
  const picks = picksOf(content);
  if (!picks) {
    return (
      <section className="plan-picks" data-testid="plan-picks-unreadable">
        <p className="plan-picks__empty">推荐内容暂时无法显示</p>
      </section>
    );
  }
  return (
    <section className="plan-picks" data-testid="plan-picks">
      <h2 className="plan-section-title">专家推荐</h2>
      <MultiPickRule pickCount={picks.length} reading={reading} />
      {picks.map((pick, index) => (
        <div className="plan-pick" key={index} data-testid="plan-pick">
          <div className="plan-pick__head">
            <span className="plan-pick__game">{pick.gameName}</span>
            {pick.handicapLabel && (
              <span className="plan-pick__handicap" data-testid="plan-pick-handicap">
                {pick.handicapLabel}
              </span>
            )}
            {settlement?.picks[index] && (
              <span
                className={`plan-pick__result is-${settlement.picks[index]}`}
                data-testid="plan-pick-result"
              >
                {pickResultText(settlement.picks[index])}
              </span>
            )}
          </div>
          <div className="plan-pick__options">
            {pick.options.map((option) => (
              <span
                key={option.label}
                className={`plan-option${option.picked ? ' is-picked' : ''}`}
                data-testid={option.picked ? 'plan-option-picked' : undefined}
              >
                <span>{option.label}</span>
                {option.odds !== null && <span className="plan-option__odds">{option.odds}</span>}
              </span>
            ))}
          </div>
        </div>
      ))}
      {settlement && (
        <p className="plan-picks__payout" data-testid="plan-payout">
          {payoutText(settlement.payout)}
        </p>
      )}
    </section>
  );
}
