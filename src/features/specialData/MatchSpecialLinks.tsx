import { Link } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { matchModelLinks } from './links';
import { matchModelsResource } from './resources';
import './matchSpecialLinks.css';

/**
 * A match page's 专项数据 strip: a link to each special page the match has data for (the juhe
 * answer), so a fan reading the odds goes on to its Kelly indices or exchange volumes without
 * finding the match again in a list. Nothing shows while it loads, when it fails or when the match
 * has none: the strip is a way on, not content of its own.
 */
export function MatchSpecialLinks({ sport, matchId }: { sport: 1 | 2; matchId: number }) {
  const view = useResource(matchModelsResource, { sport, matchId });
  const links = view.data ? matchModelLinks(sport, matchId, view.data) : [];
  if (links.length === 0) return null;
  return (
    <nav className="sd-match-links" aria-label="专项数据" data-testid="match-special-links">
      <span className="sd-match-links__title">专项数据</span>
      {links.map((link) => (
        <Link
          key={link.model}
          to={link.href}
          className="sd-match-links__link"
          data-testid="match-special-link"
          data-model={link.model}
        >
          {link.name}
        </Link>
      ))}
    </nav>
  );
}
