import type { OddsProviderList } from '@contracts/sportdata/odds';
import type { DetailJobView } from '../useDetailJob';
import { StateLine } from './PageParts';

/**
 * The providers pricing the match in this type (getOddsProviderByMatch, main providers first): a fan
 * moves between companies without going back. Quiet while it loads; a failure leaves a retry, since
 * the history below still works for the provider the page was opened on.
 */
export function ProviderSwitcher({
  view,
  current,
  onPick,
}: {
  view: DetailJobView<OddsProviderList>;
  current: number | undefined;
  onPick: (oddsId: number) => void;
}) {
  if (!view.data) {
    if (view.error === null) return null;
    return (
      <p className="mdo-more-state">
        <StateLine error="公司列表加载失败" onRetry={view.refresh} />
      </p>
    );
  }
  if (view.data.list.length < 2) return null;
  return (
    <nav className="mdo-providers" aria-label="公司">
      {view.data.list.map((provider) => (
        <button
          key={provider.oddsId}
          type="button"
          className="mdo-provider"
          aria-pressed={provider.oddsId === current}
          data-testid="odds-provider"
          data-odds-id={provider.oddsId}
          onClick={() => onPick(provider.oddsId)}
        >
          {provider.providerName}
        </button>
      ))}
    </nav>
  );
}
