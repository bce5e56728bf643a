/**
 * One call for a list's live update: detect the tips the tab allows, queue their texts for the tip
 * host, and alert goals of followed matches. The list calls it with each update as it is released
 * (after the spoiler delay), so tips and alerts never run ahead of the rows.
 */
import type { LiveScore } from '@contracts/sportdata/matches';
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
}

export function announceLiveChange(
  previous: LiveScore | undefined,
  next: LiveScore,
  options: AnnounceOptions,
): LiveTip[] {
  const tips = detectLiveTips(previous, next, options.settings);
  const teams = tips.length > 0 ? options.teamsOf(next.matchId) : undefined;
  for (const tip of tips) {
    if (teams) showLiveTip(tip, liveTipText(tip, teams));
  }
  if (tips.some((tip) => tip.kind === 'goal'))
    alertGoal(next.matchId, {
      isFollowed: options.isFollowed,
      prefs: options.prefs,
      device: options.device,
    });
  return tips;
}
