import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { HotExperts } from './HotExperts';
import { PlansOnSale } from './PlansOnSale';
import { BALL_TABS, DEFAULT_TAB_CHOICE, type PlanTabChoice } from './rules';
import { keepTabChoice, recallTabChoice } from './tabChoice';
import { TabStrip } from './TabStrip';
import './lists.css';

/**
 * The 方案 tab (`tabs/plan`, issue 19 §2): 足球 / 篮球 on the head, the hot experts of that ball
 * type, then its plans on sale by kind. The choice is kept for the history entry (tabChoice.ts),
 * so back from a plan returns to it. A pull to refresh asks for the hot experts again too. The
 * route loads this screen lazily, so none of it weighs on the first load of another tab.
 */
export default function PlanTabPage() {
  const { key: entry } = useLocation();
  const [choice, setChoice] = useState(() => recallTabChoice(entry) ?? DEFAULT_TAB_CHOICE);
  const { qiuFlag, type } = choice;
  const choose = (next: Partial<PlanTabChoice>) => {
    const chosen = { ...choice, ...next };
    setChoice(chosen);
    keepTabChoice(entry, chosen);
  };
  // A new key remounts the strip: one call per ball type and per pull to refresh.
  const [round, setRound] = useState(0);
  const balls = isFeatureVisible(currentChannel().channel, 'basketball')
    ? BALL_TABS
    : BALL_TABS.filter((b) => b.value === '1');
  return (
    <div className="page pl-page" data-testid="plan-tab-page">
      <header className="pl-head">
        <h1 className="pl-head__title">方案</h1>
        {balls.length > 1 && (
          <TabStrip
            tabs={balls}
            value={qiuFlag}
            onChange={(flag) => choose({ qiuFlag: flag })}
            label="球类"
            testId="plan-ball"
            variant="pill"
          />
        )}
      </header>
      <PlansOnSale
        qiuFlag={qiuFlag}
        type={type}
        onType={(kind) => choose({ type: kind })}
        onRefresh={() => setRound((r) => r + 1)}
        top={<HotExperts key={`${qiuFlag}:${round}`} qiuFlag={qiuFlag} />}
      />
    </div>
  );
}
