/** The rules, titled as the spec says (calls-errors-spec §2: goal red packet rain activity rules). */
export const RAIN_RULES_TITLE = '进球红包雨活动规则';

const RULES = [
  '带红包标记的比赛每进一球，开启一轮进球红包雨，进球后 5 分钟内可参与。',
  '每轮红包雨持续 10 秒，点中的红包越多，中奖机会越大。',
  '奖品为免单券、金币抵扣券或金币，均在 7 天内有效，可在“消息”中查看。',
  '每轮红包雨每位用户限参与一次，需登录后参与。',
  '两轮红包雨之间至少间隔 60 秒。',
] as const;

export function RulesView({ onBack }: { onBack: () => void }) {
  return (
    <div className="rp-card rp-card--rules" role="dialog" aria-labelledby="rp-rules-title">
      <h2 id="rp-rules-title" className="rp-card__title">
        {RAIN_RULES_TITLE}
      </h2>
      <ol className="rp-rules">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <button type="button" className="rp-button" onClick={onBack}>
        知道了
      </button>
    </div>
  );
}
