import type { Ctx, PlayerID, TurnConfig } from 'boardgame.io';

// The turn structure the trick-taking games share: one seat acts at a time, the one the rules name,
// and at a round end (or a Contra) several seats answer at once.

/** A move run on the server only: the rules read hands a seat's own view does not hold, so a client's optimistic run could only guess. */
export const serverOnly = <Move>(move: Move) => ({ move, client: false as const });

/** One seat acts at a time, the one the state names (`G.toAct`); every move ends the turn. */
export function seatToActTurn<G extends { toAct: PlayerID }>(): TurnConfig<G> {
  const toAct = ({ G, ctx }: { G: G; ctx: Ctx }) => ctx.playOrder.indexOf(G.toAct);
  return { order: { first: toAct, next: toAct }, minMoves: 1, maxMoves: 1 };
}

/** The seats `seatsOf(G)` answer at once (stage `answer`); each leaves the active seats when it has answered. */
export function seatsAnswerTurn<G>(seatsOf: (G: G) => readonly PlayerID[]): TurnConfig<G> {
  return {
    onBegin: ({ G, events }) => {
      events.setActivePlayers({ value: Object.fromEntries(seatsOf(G).map((seat) => [seat, 'answer'])) });
    },
  };
}
