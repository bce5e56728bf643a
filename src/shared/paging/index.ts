export { usePagedList, type PagedListView } from './usePagedList';
export { PullToRefresh, PULL_THRESHOLD_PX } from './PullToRefresh';
export { PAGED_LIST_COMPONENTS, type PagedFooterContext } from './PagedFooter';
export { PagedSection } from './PagedSection';
export { WindowCardList } from './WindowCardList';
export { pagedPlaceholder } from './PagedPlaceholder';
export { KEYBOARD_REACH } from './keyboardReach';
