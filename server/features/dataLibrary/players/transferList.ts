import type { PlayerTransfer } from '../../../../contracts/sportdata/players';
import type { Database } from '../../../db/database';
import { clubsOfSport, movesOf } from './clubs';
import { briefOf, loadPlayer } from './player';

/** getPlayerTransfer: his moves (world data, server/domain/sport/transfers.ts), newest first. */
export async function playerTransfers(db: Database, playerId: number): Promise<PlayerTransfer> {
  const player = await loadPlayer(db, playerId);
  const sport = player.league.sport;
  const clubs = await clubsOfSport(db, sport);
  const list = movesOf(player, clubs)
    .transfers.map((t) => {
      const from = t.fromTeamId === null ? null : clubs.team(t.fromTeamId);
      return {
        date: t.date,
        season: t.season,
        from,
        // A first club: from its youth teams, or the draft.
        fromName: from?.name ?? (t.kind === '选秀' ? '选秀' : '青训'),
        to: clubs.team(t.toTeamId),
        kind: t.kind,
        feeWan: t.feeWan,
      };
    })
    .reverse();
  return { player: briefOf(sport, player), list };
}
