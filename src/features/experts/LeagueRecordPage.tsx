import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ExpertHome } from '@contracts/experts';
import { failureText } from '@shared/http';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { expertHomeResource } from './resources';
import { ExpertIdentity } from './ExpertIdentity';
import { LeagueRecordPanel } from './home/LeagueRecordPanel';
import { EXPERT_NOT_FOUND_TEXT, gameTypeOf, idOf, isExpertNotFound, leagueGamesOf } from './rules';
import './experts.css';

function LeagueRecordBody({ home, gameParam }: { home: ExpertHome; gameParam: number }) {
  const navigate = useNavigate();
  const [dateIndex, setDateIndex] = useState(0);
  // A game this expert's ball type does not have reads as every game.
  const games = leagueGamesOf(home.qiuFlag);
  const gameType = games.some((g) => g.gameType === gameParam) ? gameParam : 0;
  return (
    <>
      <div className="xp-card">
        <ExpertIdentity expert={home.expert} />
      </div>
      <div className="xp-card">
        <LeagueRecordPanel
          expertId={home.expert.id}
          qiuFlag={home.qiuFlag}
          gameType={gameType}
          dateIndex={dateIndex}
          onGameType={(next) =>
            void navigate(hrefFor('leagueRecord', { expertId: home.expert.id, gameType: next }), {
              replace: true,
            })
          }
          onDateIndex={setDateIndex}
        />
      </div>
    </>
  );
}

function LeagueRecordView({ expertId, gameParam }: { expertId: number; gameParam: number }) {
  // The expert home's answer says who it is and which ball type (the games to choose from).
  const home = useResource(expertHomeResource, expertId);
  if (home.data) return <LeagueRecordBody home={home.data} gameParam={gameParam} />;
  if (home.loading) return <Skeleton rows={6} testId="league-page-skeleton" />;
  if (isExpertNotFound(home.error))
    return <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />;
  return (
    <ErrorState
      message={failureText(home.error)}
      onRetry={home.reload}
      testId="league-page-error"
    />
  );
}

/**
 * 联赛战绩 (`leagueRecord/{expertId}/{gameType}`): the expert's settled picks by league for the game
 * the link names (0: every game), over all time, 30 or 90 days. Another game replaces the address.
 */
export default function LeagueRecordPage() {
  const params = useParams();
  const expertId = idOf(params.expertId);
  return (
    <div className="page xp-page" data-testid="league-record-page">
      <PageHeader title="联赛战绩" />
      {expertId === null ? (
        <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />
      ) : (
        <LeagueRecordView
          key={expertId}
          expertId={expertId}
          gameParam={gameTypeOf(params.gameType)}
        />
      )}
    </div>
  );
}
