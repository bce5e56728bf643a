import { Link, useSearchParams } from 'react-router-dom';
import type { MatchPacketRounds, PacketRound } from '@contracts/redPacket';
import { SPORT } from '@domain/sport';
import { date2 } from '@shared/format';
import { isApiError } from '@shared/http';
import { hrefFor } from '@shared/routes';
import { EmptyState, Loaded, PageHeader } from '@shared/ui';
import { useResource } from '@shared/resource';
import { matchPacketResource } from './resources';
import { matchIdOf, myPartText, nextRoundText, roundStateText } from './rules';
import '../redPacket.css';
import './packet.css';

function matchHref(m: MatchPacketRounds): string {
  return m.sport === SPORT.basketball
    ? hrefFor('bk-match-detail', undefined, { matchId: m.matchId })
    : hrefFor('match-detail', undefined, { matchId: m.matchId });
}

function RoundRow({ round }: { round: PacketRound }) {
  return (
    <li className="mp-round" data-testid="packet-round" data-goal={round.goalCount}>
      <div className="mp-round__head">
        <b>第{round.goalCount}球红包</b>
        <span className={`mp-round__state${round.open ? ' is-open' : ''}`}>
          {roundStateText(round)}
        </span>
      </div>
      <p className="mp-round__meta">
        {date2(round.openedAt, 'HH:mm')} 开抢 · {round.joiners}人参与 · {round.winners}人抢到
      </p>
      <p className="mp-round__mine" data-testid="packet-round-mine">
        我的结果：{myPartText(round.mine)}
      </p>
    </li>
  );
}

function PacketBody({ data }: { data: MatchPacketRounds }) {
  const score = data.homeScore === null ? 'VS' : `${data.homeScore} : ${data.awayScore ?? 0}`;
  const openRound = data.rounds.find((r) => r.open && r.mine === null);
  return (
    <>
      <section className="mp-head" data-testid="packet-match">
        <p className="mp-head__league">
          {data.leagueName} {date2(data.matchTime, 'MM-dd HH:mm')}
        </p>
        <p className="mp-head__teams">
          <span>{data.homeName}</span>
          <b>{score}</b>
          <span>{data.awayName}</span>
        </p>
        <p className="mp-head__next" data-testid="packet-next">
          {nextRoundText(data.nextGoalCount, data.active, data.over)}
        </p>
        <Link className="rp-button" to={matchHref(data)} data-testid="packet-to-match">
          {openRound ? '去比赛页抢红包' : '去比赛页'}
        </Link>
      </section>
      {data.rounds.length === 0 ? (
        <EmptyState text="本场比赛还没有红包雨" testId="packet-empty" />
      ) : (
        <ul className="mp-rounds" data-testid="packet-rounds">
          {data.rounds.map((round) => (
            <RoundRow key={round.goalCount} round={round} />
          ))}
        </ul>
      )}
    </>
  );
}

function PacketView({ matchId }: { matchId: number }) {
  const view = useResource(matchPacketResource, matchId);
  if (view.error && isApiError(view.error) && view.error.status === 404)
    return <EmptyState text="比赛不存在" testId="packet-not-found" />;
  return (
    <Loaded view={view} rows={5} testId="packet">
      {(data) => <PacketBody data={data} />}
    </Loaded>
  );
}

/**
 * 比赛红包 (`match-packet/packet?matchId=`; issue 37 §3): a match's goal red packets — every round
 * its goals opened, newest first, how many fans joined and won, and this fan's own result — and
 * what comes next (the next goal's round while the packet is on). Grabbing is the match page's rain.
 */
export default function MatchPacketPage() {
  const [query] = useSearchParams();
  const matchId = matchIdOf(query.get('matchId'));
  return (
    <div className="page mp-page" data-testid="match-packet-page">
      <PageHeader title="比赛红包" />
      {matchId === null ? (
        <EmptyState text="比赛不存在" testId="packet-not-found" />
      ) : (
        <PacketView key={matchId} matchId={matchId} />
      )}
    </div>
  );
}
