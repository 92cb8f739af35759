import type { Ctx, PlayerID } from 'boardgame.io';

/** Where withResignation keeps the seats that conceded, in `G` (public: every view keeps it). */
export interface ResignationState {
  resignedSeats?: PlayerID[];
}

/** The seats that have conceded so far, in order; [] for any state without resignations. */
export function resignedSeats(G: unknown): PlayerID[] {
  const seats = (G as ResignationState | null | undefined)?.resignedSeats;
  return Array.isArray(seats) ? seats : [];
}

/** Every seat of the match that has not conceded, in seat order. */
export function seatsInPlay(G: unknown, ctx: Pick<Ctx, 'numPlayers'>): PlayerID[] {
  const out = resignedSeats(G);
  return Array.from({ length: ctx.numPlayers }, (_, seat) => String(seat)).filter((seat) => !out.includes(seat));
}
