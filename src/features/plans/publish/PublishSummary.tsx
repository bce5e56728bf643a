import {
  formatOdds,
  handicapLabel,
  INTERPRETATION_GAMES,
  isInterpretationGameId,
} from '@contracts/interpretation';
import type { ResolvedDraft } from './draft';
import { priceLabel } from './rules';
import { REFUND_IF_LOST_LABEL } from '@entities/expert';

/** One pick as the summary reads it: 亚盘 受半球 客队 1.95. */
function pickText(pick: ResolvedDraft['picks'][number]): string {
  const { gameId, handicap, odds } = pick.game;
  if (!isInterpretationGameId(gameId)) return '';
  const game = INTERPRETATION_GAMES[gameId];
  const options = pick.options.map((o) => `${game.values[o] ?? ''} ${formatOdds(odds[o] ?? 0)}`);
  return [game.name, handicapLabel(gameId, handicap), options.join('、')].filter(Boolean).join(' ');
}

/**
 * What is about to be published, read back before the tap: the match, each pick with its odds now,
 * the price and 不中退款 — a plan is locked once published (no edit, no delete).
 */
export function PublishSummary({
  resolved,
  unit,
  noun = '方案',
}: {
  resolved: ResolvedDraft;
  unit: string;
  /** What is published: 方案, or 解读. */
  noun?: string;
}) {
  const { offer, picks, price, refundIfLost } = resolved;
  return (
    <section className="pub-section pub-summary" data-testid="publish-summary-box">
      <h2 className="pub-section__title">发布内容</h2>
      <dl className="pub-summary__rows">
        <dt>比赛</dt>
        <dd data-testid="publish-summary-match">
          {offer ? `${offer.match.homeName} VS ${offer.match.awayName}` : '未选择'}
        </dd>
        <dt>推荐</dt>
        <dd data-testid="publish-summary-picks">
          {picks.length === 0
            ? '未选择'
            : picks.map((pick) => <span key={pick.gameId}>{pickText(pick)}</span>)}
        </dd>
        <dt>价格</dt>
        <dd data-testid="publish-summary-price">
          {price === null ? '未选择' : priceLabel(price, unit)}
          {refundIfLost && <span className="pub-summary__refund">{REFUND_IF_LOST_LABEL}</span>}
        </dd>
      </dl>
      <p className="pub-note">{noun}发布后不能修改或删除，开赛后停止销售</p>
    </section>
  );
}
