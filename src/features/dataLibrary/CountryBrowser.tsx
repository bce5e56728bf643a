import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded } from '@shared/ui';
import { leagueListHref } from './links';
import { countriesResource } from './resources';
import type { Sport } from './rules';

/**
 * The areas as chips and the countries of the chosen one, each with how many competitions it holds
 * and leading to their list. An area without a country of this sport is not offered.
 */
export function CountryBrowser({ sport }: { sport: Sport }) {
  const view = useResource(countriesResource, sport);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Loaded view={view} rows={4} testId="data-countries">
      {(data) => {
        const areas = data.areas.filter((a) => data.list.some((c) => c.areaCode === a.areaCode));
        const area = chosen ?? areas[0]?.areaCode ?? 0;
        if (areas.length === 0)
          return <EmptyState text="暂无赛事资料" testId="data-countries-empty" />;
        return (
          <section className="dl-section" data-testid="data-countries">
            <ChoiceRow
              options={areas.map((a) => ({ value: a.areaCode, label: a.name }))}
              value={area}
              onChange={setChosen}
              label="地区"
              testId="data-area"
              {...CHIP_TABS}
            />
            <ul className="dl-countries">
              {data.list
                .filter((c) => c.areaCode === area)
                .map((c) => (
                  <li key={c.countryId}>
                    <Link
                      className="dl-country"
                      to={leagueListHref(sport, c.countryId)}
                      data-testid="data-country"
                    >
                      <span>{c.name}</span>
                      <small>{c.leagueCount}项赛事</small>
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        );
      }}
    </Loaded>
  );
}
