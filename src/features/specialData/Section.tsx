import type { ReactNode } from 'react';

/** A card of a special page with its title. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="sd-section" data-testid={testId}>
      <h2 className="sd-section__title">{title}</h2>
      {children}
    </section>
  );
}
