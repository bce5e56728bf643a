import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@shared/ui';
import { HotExperts } from './HotExperts';
import type { BallFlag } from './rules';
import { clearSearchHistory, readSearchHistory, rememberSearchWord } from './searchHistory';
import { SearchResults } from './SearchResults';
import './experts.css';

/** The contract's longest search words. */
const MAX_WORDS = 20;

/** `?type=1|2` narrows the search to one ball type; anything else searches both. */
function ballOfQuery(type: string | null): BallFlag | undefined {
  return type === '1' || type === '2' ? type : undefined;
}

function History({
  words,
  onPick,
  onClear,
}: {
  words: readonly string[];
  onPick: (word: string) => void;
  onClear: () => void;
}) {
  if (words.length === 0) return null;
  return (
    <section className="xp-history" data-testid="search-history">
      <div className="xp-history__head">
        <h2 className="xp-section-title">搜索历史</h2>
        <button
          type="button"
          className="xp-history__clear"
          onClick={onClear}
          data-testid="search-history-clear"
        >
          清空
        </button>
      </div>
      <div className="xp-history__words">
        {words.map((word) => (
          <button
            key={word}
            type="button"
            className="xp-chip"
            onClick={() => onPick(word)}
            data-testid="search-history-word"
          >
            {word}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * 搜索专家 (`expert-search?type=`): a nickname, the history of the last 8 words (a word searched
 * again is not added twice; product-spec §5) with 清空, and the experts found. Before a word is
 * typed it shows the history and 热门专家 (issue 37 §2). Blank words search nothing.
 */
export default function SearchPage() {
  const qiuFlag = ballOfQuery(useSearchParams()[0].get('type'));
  const [input, setInput] = useState('');
  const [history, setHistory] = useState(readSearchHistory);
  // Each search is its own round, so searching the same words again asks again.
  const [search, setSearch] = useState<{ words: string; round: number } | null>(null);

  const run = (raw: string) => {
    const words = raw.trim();
    if (words === '') return;
    setInput(words);
    setHistory(rememberSearchWord(words));
    setSearch((s) => ({ words, round: (s?.round ?? 0) + 1 }));
  };

  return (
    <div className="page xp-page" data-testid="expert-search-page">
      <PageHeader title="搜索专家" />
      <form
        className="xp-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          run(input);
        }}
      >
        <input
          className="xp-search__input"
          type="search"
          value={input}
          maxLength={MAX_WORDS}
          placeholder="输入专家昵称"
          aria-label="专家昵称"
          enterKeyHint="search"
          onChange={(event) => {
            setInput(event.target.value);
            // Clearing the box brings the history back.
            if (event.target.value.trim() === '') setSearch(null);
          }}
          data-testid="search-input"
        />
        <button type="submit" className="btn btn--primary" data-testid="search-submit">
          搜索
        </button>
      </form>
      {search ? (
        <SearchResults key={search.round} words={search.words} qiuFlag={qiuFlag} />
      ) : (
        <>
          <History
            words={history}
            onPick={run}
            onClear={() => {
              clearSearchHistory();
              setHistory([]);
            }}
          />
          {/* What is hot before a word is typed: the ten best of the ball type (football without one). */}
          <HotExperts qiuFlag={qiuFlag ?? '1'} />
        </>
      )}
    </div>
  );
}
