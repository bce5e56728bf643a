import { useResource } from '@shared/resource';
import { WordHistory } from '@shared/ui';
import { homeSearchHistory } from './history';
import { hotWordsResource } from './resources';

/**
 * What the search shows before a word is typed: the fan's history (newest first, 清空 after a
 * confirm) and 热门搜索. A word of either searches it. The hot words are an extra: while they load
 * or when they fail they take no room.
 */
export function BeforeSearch({ onWord }: { onWord: (words: string) => void }) {
  const hot = useResource(hotWordsResource);
  return (
    <>
      <WordHistory
        history={homeSearchHistory()}
        onWord={onWord}
        confirm="确定清空搜索历史吗？"
        testId="home-search"
        className="hs-section"
      />
      {hot.data && hot.data.length > 0 && (
        <section className="hs-section" data-testid="home-search-hot">
          <h2 className="hs-section__title">热门搜索</h2>
          <div className="hs-words">
            {hot.data.map((word, index) => (
              <button
                key={word}
                type="button"
                className={index < 3 ? 'hs-word hs-word--top' : 'hs-word'}
                onClick={() => onWord(word)}
                data-testid="home-search-hot-word"
              >
                {word}
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
