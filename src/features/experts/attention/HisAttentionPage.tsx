import { useNavigate, useParams } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { EmptyState, PageHeader } from '@shared/ui';
import { fetchAttentionPage } from '../api';
import { Choices } from '../Choices';
import { EXPERT_NOT_FOUND_TEXT, HIS_ATTENTION_TABS, hisAttentionTabOf, idOf } from '../rules';
import { AttentionList } from './AttentionList';
import '../experts.css';

const TAB_OPTIONS = HIS_ATTENTION_TABS.map((t) => ({ value: t.tab, label: t.label }));

/**
 * TA的关注 (`hisAttention/{expertId}/{tab}`, for anyone): an expert's fans (me, 粉丝) and the
 * experts their account follows (other, 关注), newest follow first, 20 a page. Expert rows open
 * their home and carry a follow button; fans are shown by nickname and picture only. Another tab
 * replaces the address.
 */
export default function HisAttentionPage() {
  const params = useParams();
  const navigate = useNavigate();
  const expertId = idOf(params.expertId);
  const tab = hisAttentionTabOf(params.tab);
  const current = HIS_ATTENTION_TABS.find((t) => t.tab === tab) ?? HIS_ATTENTION_TABS[0];
  return (
    <div className="page xp-page" data-testid="his-attention-page">
      <PageHeader title="TA的关注" />
      {expertId === null ? (
        <EmptyState text={EXPERT_NOT_FOUND_TEXT} testId="expert-not-found" />
      ) : (
        <>
          <Choices
            options={TAB_OPTIONS}
            value={tab}
            onChange={(next) =>
              void navigate(hrefFor('hisAttention', { expertId, tab: next }), { replace: true })
            }
            label="粉丝与关注"
            testId="his-attention-tab"
            look="tabs"
          />
          <AttentionList
            listKey={`${expertId}:${tab}`}
            fetchPage={(pageNo, signal) => fetchAttentionPage(tab, expertId, pageNo, signal)}
            empty={current.empty}
            countLabel={tab === 'me' ? '位粉丝' : '位专家'}
          />
        </>
      )}
    </div>
  );
}
