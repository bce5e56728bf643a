import type { ReactNode } from 'react';
import type { TipExpert } from '@contracts/matchcenter';
import { EXPERT_INITIAL } from '@entities/expert';
import { Avatar } from '@shared/ui';
import { isLabExpert } from './rules';

/**
 * Who an expert is, as every expert row shows it: picture (or the nickname's first character),
 * nickname (their own words, as text), level, and 实验室 for a laboratory expert.
 */
export function ExpertIdentity({
  expert,
  children,
}: {
  expert: TipExpert;
  /** The line under the name (a record, a follow date). */
  children?: ReactNode;
}) {
  return (
    <span className="xp-identity">
      <Avatar
        icon={expert.icon}
        name={expert.nickname}
        fallback={EXPERT_INITIAL}
        className="xp-avatar"
        testId="expert-avatar"
      />
      <span className="xp-identity__text">
        <span className="xp-identity__name">
          <span className="xp-identity__nick" data-testid="expert-name">
            {expert.nickname}
          </span>
          {expert.levelName && <span className="xp-level">{expert.levelName}</span>}
          {isLabExpert(expert) && (
            <span className="xp-lab" data-testid="expert-lab">
              实验室
            </span>
          )}
        </span>
        {children}
      </span>
    </span>
  );
}
