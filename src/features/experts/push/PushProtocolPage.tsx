import { PageHeader } from '@shared/ui';
import '../experts.css';

/** The terms of the push service, as the subscription page links them. */
const CLAUSES = [
  '专家推送是比赛日为用户提供的免费提醒服务：订阅某位专家后，该专家每发布一个新方案，你将在消息中心收到一条提醒。',
  '推送只包含方案的标题与链接，不包含付费内容；查看付费方案仍需按方案价格购买。',
  '专家的战绩、命中率与回报率均由已结算的方案自动计算，仅供参考，不构成任何投注建议。',
  '你可以随时在“专家推送”或专家的订阅页面取消订阅，取消后不再收到该专家的提醒。',
  '请理性看待推荐内容，比赛结果存在不确定性，切勿沉迷。',
];

/** 推送协议 (`public/push-protocol`): what subscribing to an expert's pushes means. */
export default function PushProtocolPage() {
  return (
    <div className="page xp-page" data-testid="push-protocol-page">
      <PageHeader title="专家推送服务协议" />
      <ol className="xp-card xp-protocol">
        {CLAUSES.map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </ol>
    </div>
  );
}
