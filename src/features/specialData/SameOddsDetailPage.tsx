import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReadingMatch } from '@features/plans/parts';
import type { EuropeSameOdds, LineSameOdds } from '@contracts/sportdata/specialData';
import type { LineSameOddsAnswer } from './api';
import { date2 } from '@shared/format';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded, PAGE_TABS, PageHeader } from '@shared/ui';
import { sameOddsResource } from './resources';
import { EUROPE_RESULT_TEXT, LINE_RESULT_TEXT, NO_DATA, type SameOddsMarket } from './rules';
import { Section } from './Section';
import { useMatchId } from './useMatchId';
import './specialData.css';

const MARKETS = [
  { value: 'europe', label: '欧赔' },
  { value: 'asia', label: '亚盘' },
  { value: 'bigsmall', label: '大小球' },
] as const;
const LEAGUES = [
  { value: 0, label: '全部赛事' },
  { value: 1, label: '同联赛' },
] as const;
const TYPES = [
  { value: 1, label: '初盘完全相同' },
  { value: 2, label: '主值相同' },
] as const;

/**
 * 同赔详情 (`special/same-odds-detail?matchId=`): past finished matches whose opening odds of the
 * crown were this match's — the 1X2, the handicap or the totals; any league or this one; every
 * value or the main one — newest first, with their scores, how each ended and the tally.
 */
export default function SameOddsDetailPage() {
  const matchId = useMatchId();
  const [market, setMarket] = useState<SameOddsMarket>('europe');
  const [leagueType, setLeagueType] = useState<0 | 1>(0);
  const [type, setType] = useState<1 | 2>(1);
  const view = useResource(
    sameOddsResource,
    { matchId, market, leagueType, type },
    { enabled: matchId > 0 },
  );
  return (
    <div className="page sd-page" data-testid="same-odds-detail">
      <PageHeader title="同赔" />
      <ChoiceRow
        options={MARKETS}
        value={market}
        onChange={setMarket}
        label="盘口"
        testId="same-odds-market"
        {...PAGE_TABS}
      />
      <div className="sd-filters">
        <ChoiceRow
          options={LEAGUES}
          value={leagueType}
          onChange={setLeagueType}
          label="赛事范围"
          testId="same-odds-league"
          {...CHIP_TABS}
        />
        <ChoiceRow
          options={TYPES}
          value={type}
          onChange={setType}
          label="相同方式"
          testId="same-odds-type"
          {...CHIP_TABS}
        />
      </div>
      {matchId === 0 ? (
        <EmptyState text={NO_DATA} testId="special-no-data" />
      ) : (
        <Loaded view={view} rows={6} testId="special">
          {(data) => (
            <>
              <ReadingMatch match={data.match} />
              {data.odds === null ? (
                <EmptyState
                  text={`${data.providerName ?? '该机构'}暂未开出此盘口`}
                  testId="special-no-data"
                />
              ) : data.oddsType === 'europe' ? (
                <EuropeResults data={data} />
              ) : (
                <LineResults data={data} />
              )}
            </>
          )}
        </Loaded>
      )}
      <Link className="sd-intro-link" to={hrefFor('same-odds-introduce')}>
        什么是同赔？›
      </Link>
    </div>
  );
}

function Tally({ items }: { items: ReadonlyArray<{ label: string; count: number }> }) {
  const total = items.reduce((sum, x) => sum + x.count, 0);
  return (
    <p className="sd-tally" data-testid="same-odds-tally">
      共{total}场：
      {items.map((x) => (
        <span key={x.label}>
          {x.label} <b>{x.count}</b>
          {total > 0 && <small>（{Math.round((x.count / total) * 100)}%）</small>}
        </span>
      ))}
    </p>
  );
}

function EuropeResults({ data }: { data: EuropeSameOdds }) {
  return (
    <Section
      title={`${data.providerName ?? ''}初盘 ${data.odds!.map((o) => o.toFixed(2)).join(' / ')}`}
    >
      <Tally
        items={[
          { label: '主胜', count: data.tally.home },
          { label: '平局', count: data.tally.draw },
          { label: '客胜', count: data.tally.away },
        ]}
      />
      <PastList
        rows={data.list.map((x) => ({
          match: x.match,
          odds: x.odds.map((o) => o.toFixed(2)).join(' '),
          result: EUROPE_RESULT_TEXT[x.result],
          tone: x.result,
        }))}
      />
    </Section>
  );
}

function LineResults({ data }: { data: LineSameOddsAnswer }) {
  const side = data.oddsType === 'asia' ? '主队' : '大球';
  return (
    <Section
      title={`${data.providerName ?? ''}初盘 ${data.lineName ?? ''}（${data.odds![0]!.toFixed(2)} / ${data.odds![2]!.toFixed(2)}）`}
    >
      <Tally
        items={[
          { label: '赢', count: data.tally.win },
          { label: '赢半', count: data.tally.halfWin },
          { label: '走', count: data.tally.push },
          { label: '输半', count: data.tally.halfLose },
          { label: '输', count: data.tally.lose },
        ]}
      />
      <p className="sd-note">结果按{side}方向计</p>
      <PastList
        rows={data.list.map((x: LineSameOdds['list'][number]) => ({
          match: x.match,
          odds: `${x.odds[0]!.toFixed(2)} ${x.lineName} ${x.odds[2]!.toFixed(2)}`,
          result: LINE_RESULT_TEXT[x.result],
          tone:
            x.result === 'win' || x.result === 'halfWin'
              ? 'home'
              : x.result === 'push'
                ? 'draw'
                : 'away',
        }))}
      />
    </Section>
  );
}

function PastList({
  rows,
}: {
  rows: ReadonlyArray<{
    match: EuropeSameOdds['match'];
    odds: string;
    result: string;
    tone: string;
  }>;
}) {
  if (rows.length === 0)
    return <EmptyState text="暂无相同初盘的历史比赛" testId="same-odds-empty" />;
  return (
    <ul className="sd-past" data-testid="same-odds-list">
      {rows.map((row) => (
        <li key={row.match.matchId} className="sd-past__row" data-testid="same-odds-match">
          <span className="sd-past__meta">
            {row.match.leagueName}
            <small>{date2(row.match.matchTime, 'yyyy-MM-dd')}</small>
          </span>
          <span className="sd-past__teams">
            {row.match.homeName}
            <b>
              {row.match.homeScore}-{row.match.awayScore}
            </b>
            {row.match.awayName}
            <small>{row.odds}</small>
          </span>
          <span className={`sd-result sd-result--${row.tone}`}>{row.result}</span>
        </li>
      ))}
    </ul>
  );
}
