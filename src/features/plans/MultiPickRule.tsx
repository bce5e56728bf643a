import { multiPickRuleText, type ReadingKind } from './multiPickRule';

/**
 * The line that tells how a plan of several picks settles. Shown above the picks once unlocked and
 * on the paywall before, so a fan knows the rule before paying (issue 31 item 13); nothing for a
 * single pick.
 */
export function MultiPickRule({
  pickCount,
  reading = 'plan',
}: {
  pickCount: number;
  reading?: ReadingKind;
}) {
  const rule = multiPickRuleText(pickCount, reading);
  if (!rule) return null;
  return (
    <p className="plan-picks__rule" data-testid="plan-multi-pick-rule">
      {rule}
    </p>
  );
}
