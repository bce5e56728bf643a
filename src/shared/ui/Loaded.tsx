import type { ReactNode } from 'react';
import { failureText } from '@shared/http';
import type { ResourceView } from '@shared/resource';
import { ErrorState, Skeleton } from './States';

/**
 * A resource's answer once it came: the skeleton while it is asked, the error in the fan's words
 * with a retry when it failed and nothing is shown yet. An answer already shown stays through a
 * failed refresh. Test ids: `${testId}-loading`, `${testId}-error`.
 */
export function Loaded<T>({
  view,
  children,
  rows = 5,
  testId,
}: {
  view: ResourceView<T>;
  children: (data: T) => ReactNode;
  rows?: number;
  testId: string;
}) {
  if (view.data !== undefined) return <>{children(view.data)}</>;
  if (view.loading || !view.error) return <Skeleton rows={rows} testId={`${testId}-loading`} />;
  return (
    <ErrorState
      message={failureText(view.error)}
      onRetry={view.reload}
      testId={`${testId}-error`}
    />
  );
}
