/**
 * One call for a list's live update: detect the tips the tab allows, queue their texts for the tip
 * host, alert goals of followed matches, and say the tips of followed matches through the app's
 * live region (issue 38 §3). The list calls it with each update as it is released (after the
 * spoiler delay), so tips, alerts and announcements never run ahead of the rows.
 */
import type { LiveScore, MatchEvent } from '@contracts/sportdata/matches';
import type { AlertPrefs } from '../settings/schema';
import { alertGoal, type AlertDevice } from './alertGoal';
import {
  detectLiveTips,
  liveTipText,
  type LiveTip,
  type TipSettings,
  type TipTeams,
} from './detect';
import { showLiveTip } from './tipStore';

export interface AnnounceOptions {
  settings: TipSettings;
  /** The teams' names of a match, for the tip text; a match without names shows no tip. */
  teamsOf: (matchId: number) => TipTeams | undefined;
  isFollowed: (matchId: number) => boolean;
  prefs?: AlertPrefs;
  device?: AlertDevice;
  /** The match's events released so far (they name the scorer), when the list polls them. */
  eventsOf?: (matchId: number) => readonly MatchEvent[] | undefined;
}

export function announceLiveChange(
  previous: LiveScore | undefined,
  next: LiveScore,
  options: AnnounceOptions,
): LiveTip[] {
  const tips = detectLiveTips(previous, next, options.settings);
  const teams = tips.length > 0 ? options.teamsOf(next.matchId) : undefined;
  const followed = tips.length > 0 && options.isFollowed(next.matchId);
  for (const tip of tips) {
    if (!teams) continue;
    showLiveTip(tip, liveTipText(tip, teams));
    // A screen reader hears what flashes, for the matches the fan follows. The sentence's code
    // comes with the first one (the first load carries none of it); announcements keep their order.
    if (followed) {
      const facts = {
        tip,
        teams,
        redCount: tip.side === 'home' ? next.homeRed : next.awayRed,
        events: options.eventsOf?.(next.matchId) ?? [],
      };
      void import('../announcements/liveAnnouncement').then(({ announceLiveTip }) =>
        announceLiveTip(facts),
      );
    }
  }
  if (tips.some((tip) => tip.kind === 'goal'))
    alertGoal(next.matchId, {
      isFollowed: options.isFollowed,
      prefs: options.prefs,
      device: options.device,
    });
  return tips;
}
