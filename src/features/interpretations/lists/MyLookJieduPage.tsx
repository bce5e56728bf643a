import { fetchMyLookJieduPage } from './api';
import { MY_LOOK_EMPTY, MY_LOOK_TAB_ITEMS, myLookTabOf, type MyLookTab } from './rules';
import { TabbedJieduPage, type TabbedJieduList } from './TabbedJieduPage';

const MY_LOOK: TabbedJieduList<MyLookTab> = {
  route: 'my-look-jiedu',
  title: '我看过的解读',
  testId: 'my-look-jiedu',
  tabLabel: '开奖结果',
  tabs: MY_LOOK_TAB_ITEMS,
  tabOf: myLookTabOf,
  empty: MY_LOOK_EMPTY,
  fetchPage: fetchMyLookJieduPage,
};

/**
 * 我看过的解读 (`my-look-jiedu/{tab}`, behind login): the readings the fan bought, newest purchase
 * first, by result — 全部 / 待开奖 / 已红 / 未中.
 */
export default function MyLookJieduPage() {
  return <TabbedJieduPage list={MY_LOOK} />;
}
