import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import type { PlayerID } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import {
  type PlayerInfo,
  type ResignationEffect,
  type ResignationRule,
  resignationEffect,
  seatsThatMayAct,
} from '@tabula/game-kit';
import { AwayClaim } from './AwayClaim';
import { seatStatusesOf, statusOf } from './seatStatuses';
import { StandInBanner } from './StandInBanner';
import type { SeatActions } from './useSeatActions';

/** "Let the computer play for me", for the match's menu. */
export interface StandInOffer {
  ask: () => void;
}

export interface SeatControlsProps {
  board: BoardProps<any>;
  players: PlayerInfo[];
  /** The game's resignation rule: what an away seat's resignation does. */
  resignation: ResignationRule | undefined;
  /** The game has a computer player, which can play a person's seat. */
  hasComputer: boolean;
  actions: SeatActions;
  /** Told whether the viewer may hand their seat to the computer now (null: not now). */
  onStandInOffer: (offer: StandInOffer | null) => void;
}

/** What a seat's resignation does, for a game whose rule is unknown here: as withResignation's default. */
const effectOf = (resignation: ResignationRule | undefined, board: BoardProps<any>): ResignationEffect =>
  resignationEffect(resignation ?? { afterResignation: 'playOn' }, board.G, board.ctx);

/**
 * The viewer's say over seats under the board: their own seat back from a computer player (with
 * why it plays), ending the match for an away seat it waits on, and any refusal of these.
 */
export function SeatControls({ board, players, resignation, hasComputer, actions, onStandInOffer }: SeatControlsProps) {
  const over = board.ctx.gameover !== undefined;
  const viewer: PlayerID | null = board.playerID ?? null;
  const statuses = seatStatusesOf(board.matchData);
  const own = viewer === null ? null : statusOf(statuses, viewer);
  const mayHandOver = hasComputer && !over && own !== null && (own.kind === 'person' || own.kind === 'away');
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    onStandInOffer(mayHandOver ? { ask: () => latest.current.standIn(true) } : null);
  }, [onStandInOffer, mayHandOver]);
  useEffect(() => () => onStandInOffer(null), [onStandInOffer]);
  // Stale while the viewer is offline: nothing to claim then.
  const waitedOn =
    over || viewer === null || !board.isConnected
      ? []
      : seatsThatMayAct(board.ctx).filter((seat) => seat !== viewer && statusOf(statuses, seat).kind === 'away');
  const nameOf = (seat: PlayerID) => players.find((player) => player.playerID === seat)?.name ?? seat;
  return (
    <>
      {own?.kind === 'standIn' && !over && (
        <StandInBanner reason={own.reason} busy={actions.busy} onTakeBack={() => actions.standIn(false)} />
      )}
      {waitedOn.map((seat) => (
        <AwayClaim
          key={seat}
          name={nameOf(seat)}
          effect={effectOf(resignation, board)}
          busy={actions.busy}
          onConfirm={() => actions.resignAway(seat)}
        />
      ))}
      {actions.error && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={actions.clearError} data-testid="seat-action-error">
          {actions.error}
        </Alert>
      )}
    </>
  );
}
