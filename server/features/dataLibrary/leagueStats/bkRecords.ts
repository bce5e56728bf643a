import type { BkStatLine } from '../../../../contracts/sportdata/bkDetail';
import type {
  BkRecordKey,
  BkSeasonRecord,
  RecordMatch,
} from '../../../../contracts/sportdata/leagueStats';
import { BK_RECORD_KEYS } from '../../../../contracts/sportdata/leagueStats';
import type { SeasonMatch } from '../seasons';
import type { GameBox, PlayerGameLine } from './gameBox';
import { awayBrief, homeBrief } from './teamGames';

/**
 * getBkTheMostOfLeague: the season's records (赛季之最) — a team's most and fewest points in a game,
 * the biggest winning margin, the highest and lowest combined score, and a player's most points,
 * rebounds, assists, steals, blocks and threes in a game. Team records come from the scores, player
 * records from the box scores. The first game (by tip-off) to reach a value holds the record; later
 * games that equal it are counted in `equalled`, as record books list a record "equalled".
 */

export const BK_RECORD_LABELS: Record<BkRecordKey, string> = {
  mostTeamPoints: '球队单场最高得分',
  fewestTeamPoints: '球队单场最低得分',
  biggestMargin: '单场最大分差',
  highestCombined: '单场两队最高总分',
  lowestCombined: '单场两队最低总分',
  mostPlayerPoints: '球员单场最高得分',
  mostPlayerRebounds: '球员单场最多篮板',
  mostPlayerAssists: '球员单场最多助攻',
  mostPlayerSteals: '球员单场最多抢断',
  mostPlayerBlocks: '球员单场最多盖帽',
  mostPlayerThrees: '球员单场最多三分命中',
};

/** One performance that may set a record. */
interface Candidate {
  value: number;
  match: SeasonMatch;
  teamId: number | null;
  player: PlayerGameLine | null;
}

/** The best so far of one record, and how many later performances equalled it. */
class Best {
  held: Candidate | null = null;
  equalled = 0;
  private readonly higherWins: boolean;

  constructor(higherWins: boolean) {
    this.higherWins = higherWins;
  }

  offer(candidate: Candidate): void {
    const held = this.held;
    if (held === null) {
      this.held = candidate;
      return;
    }
    const better = this.higherWins ? candidate.value > held.value : candidate.value < held.value;
    if (better) {
      this.held = candidate;
      this.equalled = 0;
    } else if (candidate.value === held.value) this.equalled++;
  }
}

const PLAYER_FIELDS: Partial<Record<BkRecordKey, keyof BkStatLine>> = {
  mostPlayerPoints: 'points',
  mostPlayerRebounds: 'rebounds',
  mostPlayerAssists: 'assists',
  mostPlayerSteals: 'steals',
  mostPlayerBlocks: 'blocks',
  mostPlayerThrees: 'threePointsMade',
};

const PLAYER_RECORDS = Object.entries(PLAYER_FIELDS) as Array<[BkRecordKey, keyof BkStatLine]>;

function recordMatchOf(match: SeasonMatch): RecordMatch {
  return {
    matchId: match.matchId,
    matchTime: match.matchTime,
    round: match.round,
    home: homeBrief(match),
    away: awayBrief(match),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
  };
}

/** `matches` oldest first (seasonMatches' order), so the first to set a value holds it. */
export function bkSeasonRecords(
  matches: readonly SeasonMatch[],
  boxes: ReadonlyMap<number, GameBox>,
): BkSeasonRecord[] {
  const best = new Map<BkRecordKey, Best>(
    BK_RECORD_KEYS.map((key) => [
      key,
      new Best(key !== 'fewestTeamPoints' && key !== 'lowestCombined'),
    ]),
  );
  const offer = (key: BkRecordKey, candidate: Candidate) => best.get(key)?.offer(candidate);
  for (const match of matches) {
    const { homeScore: home, awayScore: away } = match;
    const team = (value: number, teamId: number | null): Candidate => ({
      value,
      match,
      teamId,
      player: null,
    });
    for (const [points, teamId] of [
      [home, match.homeTeamId],
      [away, match.awayTeamId],
    ] as const) {
      offer('mostTeamPoints', team(points, teamId));
      offer('fewestTeamPoints', team(points, teamId));
    }
    if (home !== away)
      offer(
        'biggestMargin',
        team(Math.abs(home - away), home > away ? match.homeTeamId : match.awayTeamId),
      );
    offer('highestCombined', team(home + away, null));
    offer('lowestCombined', team(home + away, null));
    for (const player of boxes.get(match.matchId)?.players ?? [])
      for (const [key, field] of PLAYER_RECORDS) {
        const value = player.line[field];
        // Nobody holds a record of nothing: no blocks all season is no record, not a tie of all.
        if (value > 0) offer(key, { value, match, teamId: player.teamId, player });
      }
  }
  return BK_RECORD_KEYS.flatMap((key): BkSeasonRecord[] => {
    const record = best.get(key);
    const held = record?.held;
    if (!record || !held) return [];
    const teams = [homeBrief(held.match), awayBrief(held.match)];
    const team = teams.find((t) => t.teamId === held.teamId) ?? null;
    return [
      {
        key,
        label: BK_RECORD_LABELS[key],
        value: held.value,
        match: recordMatchOf(held.match),
        team,
        player: held.player
          ? { playerId: held.player.playerId, name: held.player.name, teamId: held.player.teamId }
          : null,
        equalled: record.equalled,
      },
    ];
  });
}
