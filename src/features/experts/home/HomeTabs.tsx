import { useState } from 'react';
import { ExpertArticles, ExpertReplays } from '../articles/ExpertWritings';
import { Choices } from '../Choices';
import { ExpertPlans } from './ExpertPlans';
import { LeagueRecordPanel } from './LeagueRecordPanel';

type HomeTab = 'plans' | 'leagues' | 'articles' | 'replays';
const TABS: readonly { value: HomeTab; label: string }[] = [
  { value: 'plans', label: '方案' },
  { value: 'leagues', label: '联赛战绩' },
  { value: 'articles', label: '文章' },
  { value: 'replays', label: '复盘' },
];

/**
 * The lower half of the expert home: 方案, 联赛战绩, 文章 or 复盘, one shown at a time (one set of calls). A new
 * `round` (a pull to refresh) reads the shown list again, keeping the choices.
 */
export function HomeTabs({
  expertId,
  qiuFlag,
  round,
}: {
  expertId: number;
  qiuFlag: number;
  round: number;
}) {
  const [tab, setTab] = useState<HomeTab>('plans');
  const [gameType, setGameType] = useState(0);
  const [dateIndex, setDateIndex] = useState(0);
  return (
    <section className="xp-card xp-home-tabs" data-testid="expert-home-tabs">
      <Choices
        options={TABS}
        value={tab}
        onChange={setTab}
        label="专家内容"
        testId="home-tab"
        look="tabs"
      />
      {tab === 'plans' ? (
        <ExpertPlans expertId={expertId} round={round} />
      ) : tab === 'articles' ? (
        <ExpertArticles expertId={expertId} round={round} />
      ) : tab === 'replays' ? (
        <ExpertReplays expertId={expertId} round={round} />
      ) : (
        <LeagueRecordPanel
          expertId={expertId}
          qiuFlag={qiuFlag}
          gameType={gameType}
          dateIndex={dateIndex}
          onGameType={setGameType}
          onDateIndex={setDateIndex}
          round={round}
        />
      )}
    </section>
  );
}
