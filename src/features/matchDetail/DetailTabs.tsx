import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isHydratingFirstScreen } from '@shared/ssr';
import { reloadFailedStyles, useRetryWhenOnline } from '@shared/environment';
import type { DetailTabDef, DetailTabName, DetailTabProps } from './tabs/types';
import { TabError, TabSkeleton } from './tabs/TabStates';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

// One lazy component per tab definition, made once: a new one per render would remount the tab.
const screens = new WeakMap<DetailTabDef, ComponentType<DetailTabProps>>();

function screenOf(def: DetailTabDef): ComponentType<DetailTabProps> {
  let screen = screens.get(def);
  if (!screen) {
    screen = lazy(async () => {
      // A retry after the network came back: the styles that failed with the code come again too.
      await reloadFailedStyles();
      return def.load();
    });
    screens.set(def, screen);
  }
  return screen;
}

const onServer = typeof window === 'undefined';

/** The one panel of a match page and the tab that names it (the tab pattern's references). */
const DETAIL_PANEL_ID = 'md-panel';
const detailTabId = (name: DetailTabName) => `md-tab-${name}`;

/**
 * The tab bar of a match page: buttons carry data-testid="detail-tab" and data-tab (issue 7); the
 * arrow keys, Home and End move between the tabs and open them.
 */
export function DetailTabBar({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly DetailTabDef[];
  active: DetailTabName;
  onSelect: (name: DetailTabName) => void;
}) {
  return (
    <nav className="md-tabs" role="tablist" aria-label="比赛详情" onKeyDown={onRovingKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.name}
          type="button"
          role="tab"
          id={detailTabId(tab.name)}
          aria-controls={DETAIL_PANEL_ID}
          aria-selected={tab.name === active}
          tabIndex={rovingTabIndex(
            tab.name === active,
            index,
            tabs.some((t) => t.name === active),
          )}
          className={`md-tabs__tab${tab.name === active ? ' is-active' : ''}`}
          data-testid="detail-tab"
          data-tab={tab.name}
          onClick={() => onSelect(tab.name)}
        >
          {tab.label}
        </button>
      ))}
    </nav>
  );
}

/**
 * The open tab only: a tab mounts the first time it is opened and unmounts when left, so it asks
 * nothing and polls nothing unless it is on screen; its scheduler jobs keep their data a while, so
 * coming back shows it at once.
 */
export function DetailTabPanel({ def, props }: { def: DetailTabDef; props: DetailTabProps }) {
  const [attempt, setAttempt] = useState(0);
  // The server draws the page's header and tabs, not the tab's content (its code is a chunk of its
  // own): there and while the app takes the server's page over, the panel is its skeleton — as the
  // server drew it, so nothing is thrown away — and the tab comes in once the page is the app's.
  const [drawnLater, setDrawnLater] = useState(() => onServer || isHydratingFirstScreen());
  // After the first render (a panel drawn at once sets the same value: no render more).
  useEffect(() => setDrawnLater(false), []);
  const Screen = screenOf(def);
  // A tab whose code failed to download (offline for a moment) offers a retry in its own panel; the
  // lazy component remembers its failure, so the retry makes a new one.
  const retry = () => {
    screens.delete(def);
    setAttempt((n) => n + 1);
  };
  return (
    <section
      className="md-panel"
      role="tabpanel"
      id={DETAIL_PANEL_ID}
      aria-labelledby={detailTabId(def.name)}
      data-testid="detail-panel"
      data-tab={def.name}
    >
      {drawnLater ? (
        <TabSkeleton />
      ) : (
        <TabBoundary key={attempt} onRetry={retry}>
          <Suspense fallback={<TabSkeleton />}>
            <Screen {...props} />
          </Suspense>
        </TabBoundary>
      )}
    </section>
  );
}

class TabBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Logged for developers; the fan sees the retry.
    console.error(error);
  }

  override render() {
    return this.state.failed ? <TabLoadError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** A tab whose code failed to download: a retry, also taken by itself when the network returns. */
function TabLoadError({ onRetry }: { onRetry: () => void }) {
  useRetryWhenOnline(true, onRetry);
  return <TabError message="内容加载失败，请检查网络后重试" onRetry={onRetry} />;
}
