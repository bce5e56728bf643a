import { ReadingMatch } from '@features/plans/parts';
import type { LineMarket } from '@contracts/sportdata/specialData';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { betPercentResource } from './resources';
import { moneyText, NO_DATA, volumesOpen } from './rules';
import { Section } from './Section';
import { ShareBars } from './ShareBars';
import { useMatchId } from './useMatchId';
import './specialData.css';

/**
 * 投注比例 (`special/proportion-detail?matchId=`): how the money splits on the three markets — the
 * match odds, the handicap (主队 / 客队 on the line now) and the totals (大球 / 小球) — as bars with
 * their volumes. 暂无数据 until money was matched on every outcome (product-spec §5).
 */
export default function ProportionDetailPage() {
  const matchId = useMatchId();
  const view = useResource(betPercentResource, matchId, { enabled: matchId > 0 });
  return (
    <div className="page sd-page" data-testid="proportion-detail">
      <PageHeader title="投注比例" />
      {matchId === 0 ? (
        <EmptyState text={NO_DATA} testId="special-no-data" />
      ) : (
        <Loaded view={view} rows={6} testId="special">
          {({ match, betfair, asia, bigsmall }) => (
            <>
              <ReadingMatch match={match} />
              {!volumesOpen(
                betfair.list.map((o) => o.volume),
                match.sport,
              ) ? (
                <EmptyState text={NO_DATA} testId="special-no-data" />
              ) : (
                <>
                  <Section
                    title={`${match.sport === 2 ? '胜负' : '胜平负'}（总 ${moneyText(betfair.total)}）`}
                  >
                    <ShareBars
                      rows={betfair.list.map((o) => ({
                        name: o.name,
                        share: o.share,
                        figure: moneyText(o.volume),
                      }))}
                      testId="proportion-europe"
                    />
                  </Section>
                  <LineSection title="让球" market={asia} testId="proportion-asia" />
                  <LineSection title="大小球" market={bigsmall} testId="proportion-bigsmall" />
                </>
              )}
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}

function LineSection({
  title,
  market,
  testId,
}: {
  title: string;
  market: LineMarket | null;
  testId: string;
}) {
  if (!market) {
    return (
      <Section title={title}>
        <p className="sd-note">暂无盘口</p>
      </Section>
    );
  }
  return (
    <Section title={`${title} ${market.lineName}（总 ${moneyText(market.total)}）`}>
      <ShareBars
        rows={market.list.map((o) => ({
          name: o.name,
          share: o.share,
          figure: moneyText(o.volume),
        }))}
        testId={testId}
      />
    </Section>
  );
}
