import { Link } from 'react-router-dom';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { hrefFor } from '@shared/routes';

interface Entry {
  to: string;
  label: string;
  hint: string;
  /** One character on a coloured disc: emoji fonts are missing on many phones and in headless browsers. */
  icon: string;
}

/** The entries the channel shows (basketball and plans are hidden on some, as in the tab bar). */
export function homeEntries(visible: (feature: 'basketball' | 'plan') => boolean): Entry[] {
  const all: Array<Entry & { feature?: 'basketball' | 'plan' }> = [
    { to: hrefFor('tabs/match'), label: '足球比分', hint: '即时比分', icon: '足' },
    {
      to: hrefFor('tabs/match-bk'),
      label: '篮球比分',
      hint: 'NBA · CBA',
      icon: '篮',
      feature: 'basketball',
    },
    {
      to: hrefFor('tabs/plan'),
      label: '专家方案',
      hint: '看专家推荐',
      icon: '案',
      feature: 'plan',
    },
  ];
  return all.filter((e) => e.feature === undefined || visible(e.feature));
}

/** Entry points to the football, basketball and plan tabs. */
export function EntryLinks() {
  const { channel } = currentChannel();
  const entries = homeEntries((feature) => isFeatureVisible(channel, feature));
  return (
    <nav className="home-entries" aria-label="快捷入口" data-testid="home-entries">
      {entries.map((entry) => (
        <Link key={entry.to} to={entry.to} replace className="home-entry">
          <span className="home-entry__icon" aria-hidden="true">
            {entry.icon}
          </span>
          <span className="home-entry__label">{entry.label}</span>
          <span className="home-entry__hint">{entry.hint}</span>
        </Link>
      ))}
    </nav>
  );
}
