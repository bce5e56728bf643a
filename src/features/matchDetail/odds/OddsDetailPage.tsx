import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@shared/ui';
import { JobContent, TabEmpty } from '../tabs/TabStates';
import { useDetailJob } from '../useDetailJob';
import { fetchOddsProviders, oddsProvidersKey } from './api';
import { ChangeHistory } from './ChangeHistory';
import { ProviderSwitcher } from './ProviderSwitcher';
import {
  oddsDetailParams,
  oddsTypeName,
  parseOddsDetailQuery,
  type OddsDetailQuery,
} from './rules';
import '../detail.css';
import './odds.css';

function OddsDetailScreen({
  query,
  onPick,
}: {
  query: OddsDetailQuery;
  onPick: (oddsId: number) => void;
}) {
  const { matchId, type, sport } = query;
  const providers = useDetailJob(
    oddsProvidersKey({ matchId, type }),
    (signal) => fetchOddsProviders({ matchId, type }, signal),
    { live: false },
  );
  // Opened without a provider: the first main one (the crown where it prices the match).
  const oddsId = query.oddsId ?? providers.data?.list[0]?.oddsId;
  return (
    <>
      <ProviderSwitcher view={providers} current={oddsId} onPick={onPick} />
      {oddsId !== undefined ? (
        <ChangeHistory key={oddsId} matchId={matchId} sport={sport} type={type} oddsId={oddsId} />
      ) : (
        <JobContent view={providers} emptyText="暂无指数" isEmpty={(d) => d.list.length === 0}>
          {() => null}
        </JobContent>
      )}
    </>
  );
}

/**
 * The `odds-detail` route: one provider's change history of one odds type.
 * Query: matchId, type (europe | asia | bigsmall), oddsId (the provider's odds row; absent: the first
 * main provider), sport (1 football, 2 basketball; default 1).
 */
export default function OddsDetailPage() {
  const [params, setParams] = useSearchParams();
  const query = parseOddsDetailQuery(params);
  const title = query ? `${oddsTypeName(query.sport, query.type)}详情` : '指数详情';
  const pick = (oddsId: number) => {
    if (!query) return;
    // Switching company replaces the entry: back still returns to the match page.
    setParams(oddsDetailParams({ ...query, oddsId }), { replace: true });
  };
  return (
    <div className="md-page mdo-detail" data-testid="odds-detail">
      <PageHeader title={title} />
      {query ? (
        <OddsDetailScreen
          key={`${query.matchId}:${query.type}:${query.sport}`}
          query={query}
          onPick={pick}
        />
      ) : (
        <TabEmpty text="链接有误，无法打开指数详情" />
      )}
    </div>
  );
}
