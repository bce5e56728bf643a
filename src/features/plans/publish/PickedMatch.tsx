import type { PlanMatch } from '@contracts/plans';
import { MatchRow } from './MatchRow';

/** The match picked, standing in for the list, with the way back to it (the picks start afresh). */
export function PickedMatch({ match, onChange }: { match: PlanMatch; onChange: () => void }) {
  return (
    <section className="pub-section pub-picked" data-testid="publish-picked-match">
      <div className="pub-match is-picked">
        <MatchRow match={match} />
      </div>
      <button
        type="button"
        className="pub-link"
        data-testid="publish-change-match"
        onClick={onChange}
      >
        重选比赛
      </button>
    </section>
  );
}
