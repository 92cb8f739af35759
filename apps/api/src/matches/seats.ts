// A match's players changing who plays a seat during the match: a computer player for one's own
// seat ("let the computer play for me", and back), or the resignation of an away player's seat
// the match waits on. The game server holding the match decides and does it; the API checks who
// asks and turns the server's refusals into coded errors.
import type { ServiceDeps } from '../deps';
import { type ErrorCode, forbidden, notFound, refusal } from '../errors';
import { GameServerUnavailable } from '../game-servers/client';
import type { SeatAction, SeatActionAnswer, SeatRefusal } from '../game-servers/seat-actions';
import { MatchEntity } from './entity';

/** Each refusal of the game server's seat routes: the code and message the API answers with. */
const REFUSALS = new Map<SeatRefusal, [ErrorCode, string]>([
  ['match not found', ['NOT_FOUND', 'The game server no longer has this match.']],
  ['no computer player', ['NO_COMPUTER_PLAYER', 'This game has no computer player to play a seat.']],
  ['match is over', ['MATCH_OVER', 'This match is over.']],
  ['computer seat', ['COMPUTER_SEAT', 'A computer player plays that seat from the start.']],
  ['not away', ['NOT_AWAY', 'That player is not away, or not for long enough yet.']],
  ['not waiting', ['NOT_WAITING', 'The match is not waiting for that player.']],
]);

/** The longest refusal text of the game server quoted back. */
const QUOTED_REFUSAL_LENGTH = 200;

export class MatchSeatsService {
  constructor(private readonly deps: ServiceDeps) {}

  /** A computer player plays the asker's seat from now on (`on`), or hands it back. */
  async setStandIn(userId: number, matchId: string, on: boolean): Promise<boolean> {
    const { match, mySeat } = await this.seatOf(userId, matchId, 'let a computer player play for you');
    await this.ask(match, { kind: 'standIn', body: { playerID: mySeat, on } });
    return true;
  }

  /** The game server resigns for another person's seat of the match, when that player is away and the match waits on them. */
  async resignAway(userId: number, matchId: string, bgioPlayerId: string): Promise<boolean> {
    const { match, mySeat, peopleSeats } = await this.seatOf(userId, matchId, "end an away player's match");
    if (bgioPlayerId === mySeat) throw refusal('BAD_USER_INPUT', 'That is your own seat; to give up, resign in the game.');
    if (!peopleSeats.includes(bgioPlayerId)) {
      throw refusal('BAD_USER_INPUT', 'Only the seat of a person who plays in this match can be resigned for.');
    }
    await this.ask(match, { kind: 'resignAway', body: { playerID: bgioPlayerId } });
    return true;
  }

  /** The match and the asker's seat in it: NOT_FOUND for an unknown match, FORBIDDEN for anyone without a seat. */
  private async seatOf(userId: number, matchId: string, action: string) {
    const match =
      matchId.length <= 36
        ? await this.deps.db.read((manager) =>
            manager.findOne(MatchEntity, { where: { id: matchId }, relations: { memberships: true } }),
          )
        : null;
    if (!match) throw notFound('This match does not exist.');
    const mine = match.memberships.find((membership) => membership.userId === userId);
    if (!mine) throw forbidden(`Only the players of this match can ${action}.`);
    return {
      match,
      mySeat: mine.bgioPlayerId,
      peopleSeats: match.memberships.map((membership) => membership.bgioPlayerId),
    };
  }

  private async ask(match: MatchEntity, action: SeatAction): Promise<void> {
    let answer: SeatActionAnswer;
    try {
      answer = await this.deps.gameServers.seatAction(match, action);
    } catch (error) {
      if (!(error instanceof GameServerUnavailable)) throw error;
      console.error(error.message);
      throw refusal('GAME_SERVER_UNAVAILABLE', "This match's game server is not reachable right now; try again in a moment.");
    }
    if (answer.ok) return;
    const [code, message] = REFUSALS.get(answer.error as SeatRefusal) ?? [
      'BAD_USER_INPUT',
      `The game server refused: ${answer.error.slice(0, QUOTED_REFUSAL_LENGTH)}`,
    ];
    throw refusal(code, message);
  }
}
