import { useState } from 'react';
import { showConfirm } from '@shared/overlays';
import './wordHistory.css';

/** A search history as this block needs it (`wordHistory` of `@shared/storage` is one). */
export interface StoredWords {
  read: () => readonly string[];
  clear: () => void;
}

/**
 * 搜索历史 before a word is typed (product-spec §5): the stored words as chips, newest first, a tap
 * searching the word again, and 清空 — after a question when `confirm` is given. Nothing when there
 * are no words. The words are read once, when the block appears: a search leaves the block, and
 * coming back reads them again. Test ids: `${testId}-history`, `${testId}-history-word`,
 * `${testId}-clear`; `className` gives the section the page's look (its card or band).
 */
export function WordHistory({
  history,
  onWord,
  confirm,
  testId,
  className,
}: {
  history: StoredWords;
  onWord: (word: string) => void;
  /** The question asked before 清空; without it 清空 clears at once. */
  confirm?: string;
  testId: string;
  className?: string;
}) {
  const [words, setWords] = useState(history.read);
  const clear = async () => {
    if (confirm !== undefined) {
      const choice = await showConfirm({ message: confirm, okText: '清空' });
      if (choice !== 'ok') return;
    }
    history.clear();
    setWords([]);
  };
  if (words.length === 0) return null;
  return (
    <section
      className={className ? `ui-word-history ${className}` : 'ui-word-history'}
      data-testid={`${testId}-history`}
    >
      <h2 className="ui-word-history__title">
        搜索历史
        <button
          type="button"
          className="ui-word-history__clear"
          onClick={() => void clear()}
          data-testid={`${testId}-clear`}
        >
          清空
        </button>
      </h2>
      <div className="ui-word-history__words">
        {words.map((word) => (
          <button
            key={word}
            type="button"
            className="ui-word-history__word"
            onClick={() => onWord(word)}
            data-testid={`${testId}-history-word`}
          >
            {word}
          </button>
        ))}
      </div>
    </section>
  );
}
