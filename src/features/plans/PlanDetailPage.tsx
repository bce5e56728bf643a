import { useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PlanScreen } from './PlanPage';

/**
 * 方案详情 as the social feed and shared posts link it (`plan-detail/{id}`; issue 37 §3,
 * docs/decisions/expert-pages.md): the plan page itself — one plan, one call, buying, notes and
 * feedback alike — so a plan reads the same wherever it is opened. Only the way out differs: a
 * link opened cold (shared into a chat, no history) goes back to the 方案 tab, where more plans are,
 * rather than to the home tab.
 */
export default function PlanDetailPage() {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(hrefFor('tabs/plan'), { replace: true });
  };
  return <PlanScreen onBack={back} />;
}
