import { useSearchParams } from 'react-router-dom';
import type { SearchScope } from '@contracts/search';
import { currentChannel } from '@shared/channels';
import { PageHeader } from '@shared/ui';
import { BeforeSearch } from './BeforeSearch';
import { homeSearchHistory } from './history';
import { tabOf, wordsOf } from './rules';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import './search.css';

/**
 * 搜索 (`home-search/searchPage?words=&tab=`): the box with the word, its results by tab. The word
 * and the tab live in the address (back returns to the previous word; a tab survives a reload);
 * with no word the page is the search entry: history and 热门搜索.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const words = wordsOf(params.get('words'));
  const tab = tabOf(params.get('tab'), currentChannel().channel);
  const search = (next: string) => {
    homeSearchHistory().remember(next);
    setParams({ words: next });
  };
  const onTab = (next: SearchScope) =>
    setParams(next === 'all' ? { words } : { words, tab: next }, { replace: true });
  return (
    <div className="page hs-page" data-testid="home-search-results-page">
      <PageHeader title="搜索" />
      <SearchBox
        key={words}
        initial={words}
        onSearch={search}
        onEmptied={() => setParams({}, { replace: true })}
      />
      {words === '' ? (
        <BeforeSearch onWord={search} />
      ) : (
        <SearchResults words={words} tab={tab} onTab={onTab} />
      )}
    </div>
  );
}
