import { ReadingMatch } from '@features/plans/parts';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { betPercentResource } from './resources';
import type { BetPercent } from '@contracts/sportdata/specialData';
import { OutcomeLines } from './OutcomeLines';
import { hotColdText, moneyAxisText, moneyText, NO_DATA, profitText, volumesOpen } from './rules';
import { Section } from './Section';
import { ShareBars } from './ShareBars';
import { useMatchId } from './useMatchId';
import './specialData.css';

/**
 * 必发详情 (`special/betfair-detail?matchId=`): the exchange's match odds — each outcome's volume as a
 * bar of its share, its price now and the average price its money was matched at, what the layers
 * win or lose if it wins, and how hot the money is on it against its price. 暂无数据 until money was
 * matched on every outcome (product-spec §5). The money matched on each outcome is charted over
 * time (成交走势). Asked again every minute while shown.
 */
type TrailPoint = BetPercent['betfair']['trail'][number];
const volumesOf = (p: TrailPoint) => p.volumes;

export default function BetfairDetailPage() {
  const matchId = useMatchId();
  const view = useResource(betPercentResource, matchId, { enabled: matchId > 0 });
  return (
    <div className="page sd-page" data-testid="betfair-detail">
      <PageHeader title="必发交易" />
      {matchId === 0 ? (
        <EmptyState text={NO_DATA} testId="special-no-data" />
      ) : (
        <Loaded view={view} rows={6} testId="special">
          {({ match, betfair, openedAt, until }) => (
            <>
              <ReadingMatch match={match} />
              {!volumesOpen(
                betfair.list.map((o) => o.volume),
                match.sport,
              ) ? (
                <EmptyState text={NO_DATA} testId="special-no-data" />
              ) : (
                <>
                  <Section title={`成交量（总 ${moneyText(betfair.total)}）`}>
                    <ShareBars
                      rows={betfair.list.map((o) => ({
                        name: o.name,
                        share: o.share,
                        figure: moneyText(o.volume),
                      }))}
                      testId="betfair-bars"
                    />
                    {openedAt !== null && until !== null && (
                      <p className="sd-note">
                        统计时段 {date2(openedAt, 'MM-dd HH:mm')} 至 {date2(until, 'MM-dd HH:mm')}
                      </p>
                    )}
                  </Section>
                  {betfair.trail.length > 1 && (
                    <Section title="成交走势">
                      <OutcomeLines
                        outcomes={betfair.list.map((o) => o.name)}
                        points={betfair.trail}
                        valuesOf={volumesOf}
                        label="各赛果累计成交量走势"
                        yText={moneyAxisText}
                      />
                    </Section>
                  )}
                  <Section title="盈亏与冷热">
                    <table className="sd-table" data-testid="betfair-table">
                      <thead>
                        <tr>
                          <th scope="col">赛果</th>
                          <th scope="col">价位</th>
                          <th scope="col">成交量</th>
                          <th scope="col">庄家盈亏</th>
                          <th scope="col">冷热</th>
                        </tr>
                      </thead>
                      <tbody>
                        {betfair.list.map((o) => (
                          <tr key={o.name} data-testid="betfair-outcome">
                            <th scope="row">{o.name}</th>
                            <td>
                              {o.price.toFixed(2)}
                              <small>均 {o.matchedPrice.toFixed(2)}</small>
                            </td>
                            <td data-testid="betfair-volume">{moneyText(o.volume)}</td>
                            <td
                              className={o.profit < 0 ? 'sd-loss' : 'sd-profit'}
                              data-testid="betfair-profit"
                            >
                              {profitText(o.profit)}
                            </td>
                            <td data-testid="betfair-hot">
                              <b
                                className={
                                  o.hotCold > 1.05
                                    ? 'sd-hot'
                                    : o.hotCold < 0.95
                                      ? 'sd-cold'
                                      : undefined
                                }
                              >
                                {hotColdText(o.hotCold)}
                              </b>
                              <small>{o.hotCold.toFixed(2)}</small>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    <p className="sd-note">
                      庄家盈亏：该赛果打出时庄家收入减去赔付；冷热指数 = 成交占比 ÷
                      隐含概率，高于1资金偏热
                    </p>
                  </Section>
                </>
              )}
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
