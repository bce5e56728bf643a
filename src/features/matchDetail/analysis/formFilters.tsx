import { useState } from 'react';
import type { FormFilters } from './api';
import { FilterPill } from './parts';

/**
 * The 同主客 / 同赛事 filters of a section: each section keeps its own, and each change is a new
 * call (the job key names the filters), so flipping back is served from the cache.
 */
export function useFormFilters(leagueId: number) {
  const [sameSides, setSameSides] = useState(false);
  const [sameLeague, setSameLeague] = useState(false);
  const filters: FormFilters = { isHomeAway: sameSides, leagueId: sameLeague ? leagueId : 0 };
  const key = `n10:ha${sameSides ? 1 : 0}:lg${filters.leagueId}`;
  const pills = (
    <span className="mda-pills">
      <FilterPill label="同主客" pressed={sameSides} onToggle={() => setSameSides((v) => !v)} />
      <FilterPill label="同赛事" pressed={sameLeague} onToggle={() => setSameLeague((v) => !v)} />
    </span>
  );
  return { filters, key, pills };
}
