import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, WordHistory } from '@shared/ui';
import { HotExperts } from './HotExperts';
import type { BallFlag } from './rules';
import { expertSearchHistory } from './searchHistory';
import { SearchResults } from './SearchResults';
import './experts.css';

/** The contract's longest search words. */
const MAX_WORDS = 20;

/** `?type=1|2` narrows the search to one ball type; anything else searches both. */
function ballOfQuery(type: string | null): BallFlag | undefined {
  return type === '1' || type === '2' ? type : undefined;
}

/**
 * 搜索专家 (`expert-search?type=`): a nickname, the history of the last 8 words (a word searched
 * again is not added twice; product-spec §5) with 清空, and the experts found. Before a word is
 * typed it shows the history and 热门专家 (issue 37 §2). Blank words search nothing.
 */
export default function SearchPage() {
  const qiuFlag = ballOfQuery(useSearchParams()[0].get('type'));
  const [input, setInput] = useState('');
  // Each search is its own round, so searching the same words again asks again.
  const [search, setSearch] = useState<{ words: string; round: number } | null>(null);

  const run = (raw: string) => {
    const words = raw.trim();
    if (words === '') return;
    setInput(words);
    expertSearchHistory.remember(words);
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
          <WordHistory
            history={expertSearchHistory}
            onWord={run}
            testId="search"
            className="xp-history"
          />
          {/* What is hot before a word is typed: the ten best of the ball type (football without one). */}
          <HotExperts qiuFlag={qiuFlag ?? '1'} />
        </>
      )}
    </div>
  );
}
