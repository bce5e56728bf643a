import type { ComponentType } from 'react';
import type { MatchItem } from '@contracts/sportdata/matches';
import type { Sport } from '@entities/match';

/** What every tab of a match page receives. */
export interface DetailTabProps {
  /** The match as the store holds it now (the header's live score included). */
  match: MatchItem;
  sport: Sport;
  /** The match is in play: the tab's calls poll; otherwise they are asked once and cached. */
  live: boolean;
}

export type DetailTabName =
  'analysis' | 'odds' | 'lineup' | 'live' | 'video' | 'tips' | 'stats' | 'chat';

export interface DetailTabDef {
  name: DetailTabName;
  /** The Chinese label of the tab button. */
  label: string;
  /** The tab's screen, loaded the first time the tab is opened. */
  load: () => Promise<{ default: ComponentType<DetailTabProps> }>;
  /**
   * The tab fills the screen below the tab bar and scrolls inside itself (the chat: its list
   * scrolls, its composer stays at the bottom); other tabs scroll with the page.
   */
  fill?: boolean;
}
