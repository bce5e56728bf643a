import { useState } from 'react';
import { SEARCH_WORD_MAX } from '@contracts/dataSearch';

/**
 * The search box: a word, 搜索 (or the keyboard's search key). Blank words search nothing; the
 * box holds at most 20 characters, the server's limit.
 */
export function SearchBox({
  initial = '',
  onSearch,
  onEmptied,
}: {
  initial?: string;
  onSearch: (words: string) => void;
  /** The box was cleared (the screen may bring its history back). */
  onEmptied?: () => void;
}) {
  const [input, setInput] = useState(initial);
  return (
    <form
      className="hs-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const words = input.trim();
        if (words !== '') onSearch(words);
      }}
    >
      <input
        className="hs-box__input"
        type="search"
        value={input}
        maxLength={SEARCH_WORD_MAX}
        placeholder="搜索比赛、专家、方案、联赛"
        aria-label="搜索内容"
        enterKeyHint="search"
        onChange={(event) => {
          setInput(event.target.value);
          if (event.target.value.trim() === '') onEmptied?.();
        }}
        data-testid="home-search-input"
      />
      <button type="submit" className="btn btn--primary" data-testid="home-search-submit">
        搜索
      </button>
    </form>
  );
}
