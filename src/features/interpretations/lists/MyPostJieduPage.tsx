import { fetchMyPostJieduPage } from './api';
import { POSTED_EMPTY, POSTED_TAB_ITEMS, postedTabOf, type PostedTab } from './rules';
import { TabbedJieduPage, type TabbedJieduList } from './TabbedJieduPage';

const POSTED: TabbedJieduList<PostedTab> = {
  route: 'my-post-jiedu',
  title: '我发布的解读',
  testId: 'my-post-jiedu',
  tabLabel: '解读状态',
  tabs: POSTED_TAB_ITEMS,
  tabOf: postedTabOf,
  empty: POSTED_EMPTY,
  fetchPage: fetchMyPostJieduPage,
};

/**
 * 我发布的解读 (`my-post-jiedu/{tab}`, behind login): the expert's own readings — 全部 / 在售 /
 * 已结算 — newest first. A fan who has published none sees the empty text.
 */
export default function MyPostJieduPage() {
  return <TabbedJieduPage list={POSTED} />;
}
