/**
 * How a plan (or an interpretation) of several picks settles, as the plan page tells the fan (docs/decisions/
 * multi-pick-settlement.md): pick by pick, the unit shared equally, 红 when any pick hit. The server's
 * settlement (server/features/plans/settlement/rules.ts settlePlan) follows the same rule.
 */
export function multiPickRuleText(pickCount: number, reading: ReadingKind = 'plan'): string | null {
  if (pickCount < 2) return null;
  const lost =
    reading === 'plan' ? '各项均未命中才算未中，不中退款方案此时退款。' : '各项均未命中才算未中。';
  return (
    `本${READING_NOUN[reading]}含${pickCount}项推荐，按单项结算：每项各占投入的1/${pickCount}，` +
    '任一项命中（含赢半）即为红单，返还为各项返还的平均；' +
    lost
  );
}

/** What is read: a plan (方案, which may refund when it loses) or an interpretation (解读). */
export type ReadingKind = 'plan' | 'interpretation';
const READING_NOUN: Record<ReadingKind, string> = { plan: '方案', interpretation: '解读' };
