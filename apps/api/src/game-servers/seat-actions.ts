// What the API may ask a match's game server to do to a seat, through its internal routes: put a
// computer player in a person's seat or hand it back, or resign for a seat whose player is away.

export type SeatAction =
  | { kind: 'standIn'; body: { playerID: string; on: boolean } }
  | { kind: 'resignAway'; body: { playerID: string } };

/** The game server's refusals, as its routes word them. */
export type SeatRefusal =
  | 'match not found'
  | 'no computer player'
  | 'match is over'
  | 'computer seat'
  | 'not away'
  | 'not waiting';

/** 200 `{ok: true}`, or a 404/409 with its `error` (any text: a newer server may have more refusals). */
export type SeatActionAnswer = { ok: true } | { ok: false; error: SeatRefusal | (string & {}) };

const ROUTES: Record<SeatAction['kind'], string> = { standIn: 'stand-in', resignAway: 'resign-away' };

/** The internal route's path on the game server. */
export function seatActionPath(bgioMatchId: string, action: SeatAction): string {
  return `/tabula/matches/${encodeURIComponent(bgioMatchId)}/${ROUTES[action.kind]}`;
}
