import { Link } from 'react-router-dom';
import { appNameFor, currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';

/** What the search box says it finds: the kinds the home search looks through (home-search.md). */
export const HOME_SEARCH_HINT = '搜索比赛、专家、方案、联赛';

/**
 * The home tab's top bar: the app's name for the channel, and the way into the home search. The box
 * is a link, not an input — typing happens on `home-search`, whose screens load only when the fan
 * taps it (the home's first load stays within its budget), as Dongqiudi's and Leisu's home bars do.
 */
export function HomeHeader() {
  return (
    <header className="home-head">
      <h1 className="home-head__title">{appNameFor(currentChannel().agentId)}</h1>
      <Link
        to={hrefFor('home-search')}
        className="home-head__search"
        aria-label={HOME_SEARCH_HINT}
        data-testid="home-search-entry"
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="home-head__search-icon">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="home-head__search-text">{HOME_SEARCH_HINT}</span>
      </Link>
    </header>
  );
}
