import { Link } from 'react-router-dom';
import { VIP_BENEFIT_VALUES } from '@contracts/vip';
import { hrefFor } from '@shared/routes';

/**
 * What a fan who is not a member sees instead of the figures: what the wind vane shows, how many
 * books this one follows, and the way to join (or to try, for a fan who never was a member).
 */
export function Locked({ books }: { books: number }) {
  return (
    <section className="wv-locked" data-testid="wind-locked">
      <h2>会员专属 · 专家风向标</h2>
      <p>
        汇总{books > 0 ? ` ${books} 家` : '多家'}
        机构赔率，呈现胜平负隐含概率、资金流向与概率变化走势（价值{VIP_BENEFIT_VALUES.windVane}
        元）。
      </p>
      <div className="wv-locked__actions">
        <Link
          className="wv-button"
          to={hrefFor('vip/buy', {}, { type: 2 })}
          data-testid="wind-join"
        >
          开通会员查看
        </Link>
        <Link className="wv-link" to={hrefFor('hd/vip/try')}>
          免费试用
        </Link>
      </div>
    </section>
  );
}
