import { useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { BeforeSearch } from './BeforeSearch';
import { homeSearchHistory } from './history';
import { SearchBox } from './SearchBox';
import './search.css';

/**
 * 搜索 (`home-search`): the box, the fan's history and 热门搜索. A word — typed, or picked from
 * the history or the hot words — is remembered and opens its results (`home-search/searchPage`).
 */
export default function HomeSearchPage() {
  const navigate = useNavigate();
  const search = (words: string) => {
    homeSearchHistory().remember(words);
    void navigate(hrefFor('home-search/searchPage', {}, { words }));
  };
  return (
    <div className="page hs-page" data-testid="home-search-page">
      <PageHeader title="搜索" />
      <SearchBox onSearch={search} />
      <BeforeSearch onWord={search} />
    </div>
  );
}
