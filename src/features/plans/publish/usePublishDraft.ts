import { useState } from 'react';
import { EMPTY_DRAFT, type RawDraft } from './draft';
import { toggleOption } from './rules';

/**
 * The publish form's own state, kept above the options so a refresh or a change of ball type keeps
 * what was typed. Picking another match starts its picks afresh (games and odds are the match's).
 * `pickHint` says why the last option tap was refused, until the next tap that counts.
 */
export function usePublishDraft() {
  const [draft, setDraft] = useState<RawDraft>(EMPTY_DRAFT);
  const [pickHint, setPickHint] = useState<string | null>(null);
  const update = (patch: Partial<RawDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const pickMatch = (matchId: number | null) => {
    setPickHint(null);
    update({ matchId, picks: [] });
  };

  const tapOption = (gameId: number, option: number) => {
    const next = toggleOption(draft.picks, gameId, option);
    if ('refused' in next) {
      setPickHint(next.refused);
      return;
    }
    setPickHint(null);
    update({ picks: next.picks });
  };

  return {
    draft,
    pickHint,
    pickMatch,
    tapOption,
    setTitle: (title: string) => update({ title }),
    setSummary: (summary: string) => update({ summary }),
    setPrice: (price: number) => update({ price }),
    setRefundIfLost: (refundIfLost: boolean) => update({ refundIfLost }),
  };
}

export type PublishDraftState = ReturnType<typeof usePublishDraft>;
