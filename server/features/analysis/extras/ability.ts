import type { MatchAbility } from '../../../../contracts/sportdata/matchExtras';
import * as matchExtrasCalls from '../../../../contracts/sportdata/matchExtrasCalls';
import { defineApi } from '../../../platform/gateway/api';
import { summarize } from '../record';
import { abilityDimensions, totalScore, type AbilityTeamInput } from './abilityScores';
import { reversed } from './records';
import {
  FORM_COUNT,
  loadMatchContext,
  RECENT_COUNT,
  VENUE_COUNT,
  type MatchContext,
  type SideContext,
} from './context';

/**
 * getMatchAnalysisAbility: both teams scored 0–100 on attack, defence, form, win rate, venue and
 * head-to-head from their finished matches before kick-off (abilityScores.ts), with the records
 * the scores come from.
 */
export const getMatchAnalysisAbility = defineApi(
  matchExtrasCalls.getMatchAnalysisAbility,
  async (args, { db }): Promise<MatchAbility> =>
    abilityOf(await loadMatchContext(db, args.matchId)),
);

export function abilityOf(ctx: MatchContext): MatchAbility {
  const sport = ctx.match.sport;
  const headToHead = summarize(ctx.meetings, sport);
  const input = (side: SideContext, meetings: typeof headToHead): AbilityTeamInput => ({
    summary: summarize(side.recent, sport),
    form: summarize(side.recent.slice(0, FORM_COUNT), sport),
    venue: summarize(side.venue, sport),
    headToHead: meetings,
  });
  const home = input(ctx.home, headToHead);
  const away = input(ctx.away, reversed(headToHead));
  const dimensions = abilityDimensions(sport, home, away);
  const team = (side: SideContext, figures: AbilityTeamInput, key: 'home' | 'away') => ({
    teamId: side.teamId,
    teamName: side.teamName,
    teamLogo: side.teamLogo,
    total: totalScore(dimensions, key),
    summary: figures.summary,
    venue: figures.venue,
  });
  return {
    matchId: ctx.match.matchId,
    sport,
    recentCount: RECENT_COUNT,
    venueCount: VENUE_COUNT,
    home: team(ctx.home, home, 'home'),
    away: team(ctx.away, away, 'away'),
    headToHead,
    dimensions,
  };
}
