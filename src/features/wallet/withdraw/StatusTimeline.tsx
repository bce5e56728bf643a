import { date2 } from '@shared/format';
import type { TimelineStep } from './timeline';

/** The steps of a withdrawal, top to bottom, the one in progress marked. */
export function StatusTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="wd-timeline" data-testid="withdraw-timeline">
      {steps.map((step) => (
        <li
          key={step.key}
          className={`wd-step is-${step.state}`}
          data-testid={`withdraw-step-${step.key}`}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="wd-step__dot" aria-hidden="true" />
          <span className="wd-step__main">
            <span className="wd-step__title">{step.title}</span>
            {step.note && <span className="wd-step__note">{step.note}</span>}
          </span>
          {step.time !== null && (
            <span className="wd-step__time">{date2(step.time, 'MM-dd HH:mm')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
