import type { ReactNode } from 'react';
import { failureText } from '@shared/http';
import type { ResourceView } from '@shared/resource';
import { ErrorState, Skeleton } from '@shared/ui';

/** An answer once it came: the skeleton while asked, the error with a retry if it failed. */
export function Loaded<T>({
  view,
  children,
}: {
  view: ResourceView<T>;
  children: (data: T) => ReactNode;
}) {
  if (view.data !== undefined) return <>{children(view.data)}</>;
  if (view.loading || !view.error) return <Skeleton rows={6} testId="special-skeleton" />;
  return (
    <ErrorState message={failureText(view.error)} onRetry={view.reload} testId="special-error" />
  );
}
