import { Link, useSearchParams } from 'react-router-dom';
import type { SearchScope } from '@contracts/search';
import { currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { EmptyState, PageHeader } from '@shared/ui';
import { tabOf, wordsOf } from './rules';
import { SearchResults } from './SearchResults';
import './search.css';

/**
 * 搜索结果 (`home-search/content?words=`): a word's results as an address one can share — no box
 * and no history (a shared link shows the word's results, not the sharer's searches), and 重新搜索
 * to search another word. Without a word it says what is missing.
 */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const words = wordsOf(params.get('words'));
  const tab = tabOf(params.get('tab'), currentChannel().channel);
  const onTab = (next: SearchScope) =>
    setParams(next === 'all' ? { words } : { words, tab: next }, { replace: true });
  return (
    <div className="page hs-page" data-testid="home-search-content-page">
      <PageHeader title="搜索结果" />
      {words === '' ? (
        <EmptyState text="请输入搜索内容" testId="home-search-no-words" />
      ) : (
        <>
          <p className="hs-content__head">
            “<span data-testid="home-search-words">{words}</span>”的搜索结果
            <Link
              className="hs-section__action"
              to={hrefFor('home-search')}
              data-testid="home-search-again"
            >
              重新搜索
            </Link>
          </p>
          <SearchResults words={words} tab={tab} onTab={onTab} />
        </>
      )}
    </div>
  );
}
