import { Link } from 'react-router-dom';
import type { ChannelEntry } from './rules';

/** A grid of entries (the channel home's shortcuts, the user centre's services). */
export function EntryGrid({ entries, label }: { entries: ChannelEntry[]; label: string }) {
  return (
    <nav className="ch-grid" aria-label={label}>
      {entries.map((entry) => (
        <Link key={entry.testId} to={entry.to} className="ch-grid__item" data-testid={entry.testId}>
          <span className="ch-grid__icon" aria-hidden="true">
            {entry.icon}
          </span>
          <span className="ch-grid__label">{entry.label}</span>
        </Link>
      ))}
    </nav>
  );
}
