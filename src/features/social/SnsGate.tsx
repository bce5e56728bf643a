import type { ReactNode } from 'react';
import { currentChannel } from '@shared/channels';
import { EmptyState, PageHeader } from '@shared/ui';
import { SNS_HIDDEN_TEXT, snsVisibleOn } from './rules';

/**
 * product-spec §6: where the channel hides the circles, their pages still open (a shared link must
 * not break) but say so in words instead of showing anything of them.
 */
export function SnsGate({ title, children }: { title: string; children: ReactNode }) {
  if (snsVisibleOn(currentChannel().channel)) return <>{children}</>;
  return (
    <div className="page sns-page" data-testid="sns-hidden">
      <PageHeader title={title} />
      <EmptyState text={SNS_HIDDEN_TEXT} testId="sns-hidden-notice" />
    </div>
  );
}
