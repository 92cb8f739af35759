import { ASIDE_STAGE } from '@tabula/game-kit';
import type { Ctx, MoveMap, PlayerID, TurnConfig } from 'boardgame.io';

// The turn structure the trick-taking games share: one seat acts at a time, the one the rules name,
// and at a round end (or a Contra) several seats answer at once.

/** A move run on the server only: the rules read hands a seat's own view does not hold, so a client's optimistic run could only guess. */
export const serverOnly = <Move>(move: Move) => ({ move, client: false as const });

/** One seat acts at a time, the one the state names (`G.toAct`); every move ends the turn. */
export function seatToActTurn<G extends { toAct: PlayerID }>(): TurnConfig<G> {
  const toAct = ({ G, ctx }: { G: G; ctx: Ctx }) => ctx.playOrder.indexOf(G.toAct);
  return { order: { first: toAct, next: toAct }, minMoves: 1, maxMoves: 1 };
}

/** The stage of the seat to act in `seatToActWithAsideTurn`. */
export const TO_ACT_STAGE = 'toAct';

/**
 * One seat acts at a time, the one the state names, making the `toAct` moves; meanwhile every other
 * seat may make the `aside` moves (an announcement at any moment of the play) in game-kit's
 * `ASIDE_STAGE`, where nobody waits for it. Only the seat to act's moves count towards its turn,
 * and those marked `noLimit` do not end it.
 */
export function seatToActWithAsideTurn<G extends { toAct: PlayerID }>(moves: {
  toAct: MoveMap<G>;
  aside: MoveMap<G>;
}): TurnConfig<G> {
  return {
    ...seatToActTurn<G>(),
    activePlayers: { currentPlayer: TO_ACT_STAGE, others: ASIDE_STAGE },
    stages: { [TO_ACT_STAGE]: { moves: moves.toAct }, [ASIDE_STAGE]: { moves: moves.aside } },
  };
}

/** The seats `seatsOf(G)` answer at once (stage `answer`); each leaves the active seats when it has answered. */
export function seatsAnswerTurn<G>(seatsOf: (G: G) => readonly PlayerID[]): TurnConfig<G> {
  return {
    onBegin: ({ G, events }) => {
      events.setActivePlayers({ value: Object.fromEntries(seatsOf(G).map((seat) => [seat, 'answer'])) });
    },
  };
}
