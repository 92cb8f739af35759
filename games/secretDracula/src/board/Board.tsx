import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { type GameBoardProps, type PlayerInfo, seatView, seatsThatMayAct } from '@tabula/game-kit';
import { nameOf, TurnIndicator } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { enumerateMoves } from '../enumerate';
import type { game } from '../game';
import type { SecretDraculaView } from '../view';
import { Actions } from './Actions';
import { Identity } from './Identity';
import { Seats } from './Seats';
import { Tracks } from './Tracks';

export type SecretDraculaBoardProps = GameBoardProps<SecretDraculaView, typeof game.moves>;

const SEAT_MOVES: Record<string, string> = {
  nominate: 'nominate',
  investigate: 'investigate',
  specialElection: 'callSpecialElection',
  execute: 'execute',
};

/** The vote's question, which speaks to the viewer when the viewer is the candidate or the nominee. */
function voteQuestion(
  t: ReturnType<typeof useTranslation>['t'],
  G: SecretDraculaView,
  players: PlayerInfo[],
  viewer: PlayerID | null,
): string {
  const mayor = nameOf(players, G.mayor);
  const priest = nameOf(players, G.priest ?? '');
  if (viewer === G.mayor) return t('status.voteYouMayor', { priest });
  if (viewer === G.priest) return t('status.voteYouPriest', { mayor });
  return t('status.vote', { mayor, priest });
}

export function Board({ G, ctx, moves, playerID, gameArgs }: SecretDraculaBoardProps) {
  const { t } = useTranslation('secretDracula');
  const { viewer, canAct, canActAside } = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined || G.winner !== null;
  const mayAct = viewer !== null && !over && (canAct(viewer) || canActAside(viewer));
  // The seats the viewer may click: exactly the targets the rules offer it now.
  const legal = mayAct ? enumerateMoves(G, ctx, viewer) : [];
  const seatMove = SEAT_MOVES[G.step];
  const choosable = legal.filter((m) => m.move === seatMove).map((m) => m.args[0] as PlayerID);
  const pickSeat = (seat: PlayerID) => {
    if (G.step === 'nominate') moves.nominate(seat);
    else if (G.step === 'investigate') moves.investigate(seat);
    else if (G.step === 'specialElection') moves.callSpecialElection(seat);
    else if (G.step === 'execute') moves.execute(seat);
  };

  let detail: string | undefined;
  if (mayAct) {
    if (G.step === 'vote') {
      const cast = G.votes.mine?.ballot;
      detail = cast ? t('status.voted', { ballot: t(`board.${cast}`) }) : voteQuestion(t, G, gameArgs.players, viewer);
    } else detail = t(`status.${G.step}`);
  }

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="secretDracula-board">
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      <Identity G={G} viewer={viewer} />
      {G.step === 'vote' && !mayAct && G.priest !== null && !over && (
        <Typography variant="body2">{voteQuestion(t, G, gameArgs.players, viewer)}</Typography>
      )}
      {viewer !== null && <Actions G={G} viewer={viewer} mayAct={mayAct} moves={moves} />}
      <Seats
        G={G}
        players={gameArgs.players}
        viewer={viewer}
        acting={over ? [] : seatsThatMayAct(ctx)}
        choosable={choosable}
        onPick={pickSeat}
      />
      {G.lastElection !== null && (
        <Typography variant="caption" data-testid="secretDracula-last-vote">
          {t('board.lastVote', {
            yes: Object.values(G.lastElection.ballots).filter(Boolean).length,
            no: Object.values(G.lastElection.ballots).filter((ballot) => !ballot).length,
          })}
        </Typography>
      )}
      <Tracks G={G} />
    </Stack>
  );
}

export default Board;
