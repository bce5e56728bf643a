export { usePagedList, type PagedListView } from './usePagedList';
export { PageFooter } from './PageFooter';
