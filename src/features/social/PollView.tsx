import type { SnsPoll } from '@contracts/social';
import { usePoll, useInteractions, vote } from './interactions';
import { pollShares, pollShowsResults } from './rules';

/**
 * A post's poll: its options to vote on, then — once the fan voted — each option's votes and share,
 * the fan's own marked. A visitor's tap asks for login.
 */
export function PollView({ msgId, poll: listed }: { msgId: number; poll: SnsPoll }) {
  const poll = usePoll(msgId, listed);
  const busy = useInteractions((s) => s.pending[msgId] === true);
  const results = pollShowsResults(poll);
  const shares = pollShares(poll);
  return (
    <div className="sns-poll" data-testid="sns-poll">
      <p className="sns-poll__head">
        投票 · {poll.totalVotes}人参与{results ? '' : '，投票后查看结果'}
      </p>
      <ul className="sns-poll__options">
        {poll.options.map((option) => (
          <li key={option.id}>
            {results ? (
              <div
                className={`sns-poll__result${option.id === poll.myOptionId ? ' is-mine' : ''}`}
                data-testid="sns-poll-result"
              >
                <span
                  className="sns-poll__bar"
                  style={{ width: `${shares.get(option.id) ?? 0}%` }}
                />
                <span className="sns-poll__text">
                  {option.text}
                  {option.id === poll.myOptionId ? '（已投）' : ''}
                </span>
                <span className="sns-poll__share">
                  {option.votes}票 {shares.get(option.id) ?? 0}%
                </span>
              </div>
            ) : (
              <button
                type="button"
                className="sns-poll__option"
                disabled={busy}
                data-testid="sns-poll-option"
                onClick={(event) => {
                  event.stopPropagation();
                  void vote(msgId, option.id);
                }}
              >
                {option.text}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
