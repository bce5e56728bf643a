import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DATA_SEARCH_HISTORY_SIZE,
  leagueHotSearch,
  leagueSearch,
  type SearchHits,
} from '@contracts/dataSearch';
import { defineResource } from '@schedulers';
import { call } from '@shared/http';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { StorageKeys, wordHistory } from '@shared/storage';
import { EmptyState, Loaded, PageHeader, WordHistory } from '@shared/ui';
import { leagueHref, teamHref } from './links';
import { sportOfQuery, SPORT_NAME, type Sport } from './rules';
import './dataLibrary.css';

/** Each ball type keeps its own 5 words, a repeated one moved to the front (product-spec §5). */
const historyOf = (sport: Sport) =>
  wordHistory(`${StorageKeys.dataSearchHistory}:${sport}`, {
    limit: DATA_SEARCH_HISTORY_SIZE,
    repeated: 'front',
  });

const hotResource = defineResource({
  name: 'data-hot-search',
  key: (sport: Sport) => String(sport),
  fetch: (sport: Sport, signal) => call(leagueHotSearch, { ballType: sport }, { signal }),
  staleMs: 10 * 60_000,
});

const searchResource = defineResource({
  name: 'data-search',
  key: (q: { sport: Sport; word: string }) => `${q.sport}:${q.word}`,
  fetch: (q: { sport: Sport; word: string }, signal) =>
    call(leagueSearch, { ballType: q.sport, keyword: q.word }, { signal }),
  staleMs: 60_000,
});

function Results({ sport, word }: { sport: Sport; word: string }) {
  const view = useResource(searchResource, { sport, word });
  return (
    <Loaded view={view} rows={4} testId="search">
      {(data) => <Hits sport={sport} word={word} data={data} />}
    </Loaded>
  );
}

/** What the word found: leagues, then clubs, then players, each to its page; or that it found none. */
function Hits({ sport, word, data }: { sport: Sport; word: string; data: SearchHits }) {
  if (data.leagues.length + data.teams.length + data.players.length === 0)
    return <EmptyState text={`未找到与“${word}”相关的赛事、球队或球员`} testId="search-empty" />;
  return (
    <div data-testid="search-results">
      {data.leagues.length > 0 && (
        <section className="dl-section">
          <h2 className="dl-section__title">赛事</h2>
          {data.leagues.map((l) => (
            <Link
              key={l.leagueId}
              className="dl-hit"
              to={leagueHref(sport, l.leagueId)}
              data-testid="search-league"
            >
              <span
                className="dl-league__mark dl-hit__mark"
                style={{ background: l.color }}
                aria-hidden="true"
              >
                {l.shortName.slice(0, 1)}
              </span>
              {l.name}
              <small>{l.country}</small>
            </Link>
          ))}
        </section>
      )}
      {data.teams.length > 0 && (
        <section className="dl-section">
          <h2 className="dl-section__title">球队</h2>
          {data.teams.map((t) => (
            <Link
              key={t.teamId}
              className="dl-hit"
              to={teamHref(sport, t.teamId)}
              data-testid="search-team"
            >
              {t.name}
              <small>{t.leagueShortName}</small>
            </Link>
          ))}
        </section>
      )}
      {data.players.length > 0 && (
        <section className="dl-section">
          <h2 className="dl-section__title">球员</h2>
          {data.players.map((p) => (
            <Link
              key={p.playerId}
              className="dl-hit"
              to={hrefFor('data/player-info', {}, { playerId: p.playerId })}
              data-testid="search-player"
            >
              {p.name}
              <small>
                {p.teamName} · {p.shirtNumber}号
              </small>
            </Link>
          ))}
        </section>
      )}
    </div>
  );
}

function Before({ sport, onWord }: { sport: Sport; onWord: (word: string) => void }) {
  const hot = useResource(hotResource, sport);
  return (
    <>
      {/* Keyed by the ball type: another qiuFlag reads that ball type's words. */}
      <WordHistory
        key={sport}
        history={historyOf(sport)}
        onWord={onWord}
        testId="search"
        className="dl-section"
      />
      <section className="dl-section" data-testid="search-hot">
        <h2 className="dl-section__title">热门搜索</h2>
        <Loaded view={hot} rows={1} testId="search-hot">
          {(data) => (
            <div className="dl-words">
              {data.list.map((w) => (
                <Link
                  key={`${w.kind}:${w.id}`}
                  className="dl-word"
                  to={w.kind === 'league' ? leagueHref(sport, w.id) : teamHref(sport, w.id)}
                  data-testid="search-hot-word"
                >
                  {w.word}
                </Link>
              ))}
            </div>
          )}
        </Loaded>
      </section>
    </>
  );
}

/**
 * 搜索 (`data/search-page`, qiuFlag; issue 36 §1): leagues, clubs and players of the ball type
 * together; before a word, the fan's last 5 words (a repeated one moved to the front, blank ones
 * ignored) and what is hot this week.
 */
export default function SearchPage() {
  const [query, setQuery] = useSearchParams();
  const sport = sportOfQuery(query.get('qiuFlag'));
  const word = (query.get('keyword') ?? '').trim();
  const [text, setText] = useState(word);
  const search = (next: string) => {
    const trimmed = next.trim();
    setText(trimmed);
    if (trimmed === '') return;
    historyOf(sport).remember(trimmed);
    const nextQuery = new URLSearchParams(query);
    nextQuery.set('keyword', trimmed);
    setQuery(nextQuery, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
  };
  return (
    <div className="page dl-page" data-testid="search-page">
      <PageHeader title={`${SPORT_NAME[sport]}资料搜索`} />
      <form className="dl-search" role="search" onSubmit={submit}>
        <input
          type="search"
          value={text}
          maxLength={20}
          placeholder="搜索赛事、球队、球员"
          aria-label="搜索赛事、球队、球员"
          onChange={(e) => setText(e.target.value)}
          data-testid="search-input"
        />
        <button type="submit" className="btn btn--primary" data-testid="search-submit">
          搜索
        </button>
      </form>
      {word === '' ? (
        <Before sport={sport} onWord={search} />
      ) : (
        <Results sport={sport} word={word} />
      )}
    </div>
  );
}
