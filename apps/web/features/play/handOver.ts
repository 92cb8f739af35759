import { useEffect, useMemo, useState } from 'react';
import type { Ctx, Game, LogEntry, PlayerID } from 'boardgame.io';
import { hasSeatSecrets, seatsThatMayAct } from '@tabula/game-kit';

/**
 * A game has secrets when its rules filter what each seat sees (a `playerView` of its own, see
 * keepsSecrets) that differs between seats (not `sharedView`). On one device (LocalFriend) such a game is played seat by seat: the board gets
 * only the view of the seat holding the device, and a curtain asks to pass the device between
 * seats. Games without secrets are played as before, the whole board for everyone.
 */
export function hasSecrets(game: Game<any>): boolean {
  return hasSeatSecrets(game);
}

/** Who holds the shared device, kept by the runner outside boardgame.io's client. */
export interface HandOver {
  /** The seat whose view the board shows; null before the first hand-over, after "pass on" and once the game is over. */
  shown: PlayerID | null;
  /** The seat that held the device last: the next is the first seat after it that may act. */
  last: PlayerID | null;
  /** A player confirmed they hold the device. */
  take: (seat: PlayerID) => void;
  /** Show nobody's view (pass on while others choose too, or the game is over). */
  release: () => void;
}

export function useHandOver(): HandOver {
  const [holder, setHolder] = useState<{ shown: PlayerID | null; last: PlayerID | null }>({ shown: null, last: null });
  return useMemo(
    () => ({
      ...holder,
      take: (seat: PlayerID) => setHolder({ shown: seat, last: seat }),
      release: () => setHolder((current) => (current.shown === null ? current : { shown: null, last: current.shown })),
    }),
    [holder],
  );
}

/** The first seat after `last` in seat order (wrapping round) that may act; from the first seat when nobody held the device. */
export function nextSeat(acting: PlayerID[], seats: PlayerID[], last: PlayerID | null): PlayerID | undefined {
  const start = last === null ? 0 : seats.indexOf(last) + 1;
  const order = [...seats.slice(start), ...seats.slice(0, start)];
  return order.find((seat) => acting.includes(seat)) ?? acting[0];
}

/**
 * What the runner shows for a game with secrets on one device:
 * - `board`: the seat holding the device may act and the client already has its view (or the game
 *   is over and the client shows the public view);
 * - `curtain`: the device goes to `seat` first;
 * - `wait`: the client is still switching views (one render); show no board meanwhile.
 */
export type HandOverStep = { kind: 'board' } | { kind: 'curtain'; seat: PlayerID } | { kind: 'wait' };

/** `viewing` is the seat whose view boardgame.io's client rendered (its playerID). */
export function handOverStep(
  { shown, last }: Pick<HandOver, 'shown' | 'last'>,
  acting: PlayerID[],
  seats: PlayerID[],
  viewing: PlayerID | null | undefined,
): HandOverStep {
  if (acting.length === 0) return shown === null && viewing == null ? { kind: 'board' } : { kind: 'wait' };
  if (shown !== null && acting.includes(shown)) return viewing === shown ? { kind: 'board' } : { kind: 'wait' };
  return { kind: 'curtain', seat: nextSeat(acting, seats, last)! };
}

/**
 * The step for the runner's board, or always `board` without a hand-over (games without secrets,
 * other modes). Once nobody may act (the game is over), switches the client to the public view.
 */
export function useHandOverStep(
  handOver: HandOver | undefined,
  ctx: Ctx,
  seats: PlayerID[],
  viewing: PlayerID | null | undefined,
): HandOverStep {
  const acting = seatsThatMayAct(ctx);
  const over = acting.length === 0;
  useEffect(() => {
    if (handOver && over && handOver.shown !== null) handOver.release();
  }, [handOver, over]);
  return handOver ? handOverStep(handOver, acting, seats, viewing) : { kind: 'board' };
}

/**
 * boardgame.io keeps every move's arguments in the client's log when the game runs on this
 * device; the server would hide those of redacted moves from the other seats. Do the same here.
 */
export function redactLogFor(log: LogEntry[], seat: PlayerID | null | undefined): LogEntry[] {
  return log.map((entry) => {
    if (!entry.redact || (seat != null && entry.action.payload.playerID === seat)) return entry;
    const { redact: _redact, ...rest } = entry;
    return { ...rest, action: { ...entry.action, payload: { ...entry.action.payload, args: null } } } as LogEntry;
  });
}
