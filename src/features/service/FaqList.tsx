import type { FaqSection } from '@contracts/service';

/** The help centre's questions, each answer opened by its question. */
export function FaqList({ sections }: { sections: readonly FaqSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.topic} className="svc-faq" data-testid={`svc-faq-${section.topic}`}>
          <h3>{section.title}</h3>
          {section.items.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
