import {
  formatOdds,
  handicapLabel,
  INTERPRETATION_GAMES,
  isInterpretationGameId,
} from '@contracts/interpretation';
import type { PublishGame } from '@contracts/plans';
import { PLAN_MAX_PICKS } from '@contracts/plans';
import { maxOptionsOf, type PickDraft } from './rules';

function GameBlock({
  game,
  picked,
  onTap,
}: {
  game: PublishGame;
  picked: readonly number[];
  onTap: (option: number) => void;
}) {
  if (!isInterpretationGameId(game.gameId)) return null;
  const info = INTERPRETATION_GAMES[game.gameId];
  const line = handicapLabel(game.gameId, game.handicap);
  return (
    <div className="pub-game" data-testid="publish-game" data-game-id={game.gameId}>
      <div className="pub-game__head">
        <span className="pub-game__name">{info.name}</span>
        {line && (
          <span className="pub-game__line" data-testid="publish-game-line">
            {line}
          </span>
        )}
        <span className="pub-game__rule">
          {maxOptionsOf(game.gameId) === 1 ? '单选' : `最多选${maxOptionsOf(game.gameId)}项`}
        </span>
      </div>
      <div className="pub-game__options">
        {info.values.map((label, index) => {
          const on = picked.includes(index);
          return (
            <button
              key={label}
              type="button"
              className={`pub-option${on ? ' is-picked' : ''}`}
              data-testid="publish-option"
              aria-pressed={on}
              onClick={() => onTap(index)}
            >
              <span>{label}</span>
              <span className="pub-option__odds">{formatOdds(game.odds[index] ?? 0)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The match's games with the market's odds now (the plan keeps the odds of the moment it is
 * published, not these). A tap picks or takes back an option; why a tap did nothing is said below.
 */
export function GamePicker({
  games,
  picks,
  hint,
  onTap,
}: {
  games: readonly PublishGame[];
  picks: readonly PickDraft[];
  hint: string | null;
  onTap: (gameId: number, option: number) => void;
}) {
  return (
    <section className="pub-section" data-testid="publish-games">
      <h2 className="pub-section__title">
        选择玩法<small>最多{PLAN_MAX_PICKS}个玩法，赔率以发布时为准</small>
      </h2>
      {games.map((game) => (
        <GameBlock
          key={game.gameId}
          game={game}
          picked={picks.find((p) => p.gameId === game.gameId)?.options ?? []}
          onTap={(option) => onTap(game.gameId, option)}
        />
      ))}
      {hint && (
        <p className="pub-problem" role="alert" data-testid="publish-pick-hint">
          {hint}
        </p>
      )}
    </section>
  );
}
