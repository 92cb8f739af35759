import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockOf, seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { seatTextOptions } from '@tabula/game-kit/ui';
import type { game } from '../game';
import type { BingoView } from '../view';
import { CalledTable } from './CalledTable';
import { CallPanel } from './CallPanel';
import { CardGrid } from './CardGrid';
import { ClaimButton } from './ClaimButton';
import { PlayersList } from './PlayersList';
import { useMarks } from './useMarks';

export type BingoBoardProps = GameBoardProps<BingoView, BoardMoves<typeof game>>;

/** Whether the seat's last claim was spent without a line: its claims dropped since it last claimed. */
function useFailedClaim(claimsLeft: number | undefined) {
  const [failed, setFailed] = useState(false);
  const previous = useRef(claimsLeft);
  useEffect(() => {
    if (claimsLeft !== undefined && previous.current !== undefined && claimsLeft < previous.current) setFailed(true);
    previous.current = claimsLeft;
  }, [claimsLeft]);
  return { failed, claimed: () => setFailed(false) };
}

export function Board({ G, ctx, moves, playerID, gameArgs, plugins }: BingoBoardProps) {
  const { t, i18n } = useTranslation('bingo');
  const { players } = gameArgs;
  const seat = seatView(ctx, playerID, gameArgs);
  const viewer = seat.viewer;
  const over = ctx.gameover !== undefined;
  const card = viewer === null ? undefined : G.cards[viewer];
  const mayPlay = viewer !== null && !over && seat.canAct(viewer) && card?.length === 25;
  const { marked, toggle } = useMarks(G.marks[viewer ?? ''] ?? [], G.called.length, moves.mark, moves.unmark);
  const claimsLeft = viewer === null ? undefined : G.claimsLeft[viewer];
  const { failed, claimed } = useFailedClaim(claimsLeft);
  const winner = G.winner;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%', px: 0.5 }}>
      <CallPanel called={G.called} clock={clockOf({ plugins })} over={over} />
      {winner && (
        <Typography role="status" data-testid="winning-line" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('board.winningLine', {
            ...seatTextOptions(players, winner.seat, i18n.language),
            numbers: winner.numbers.filter((number) => number !== 0).join(', '),
          })}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: 2,
          width: '100%',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          {card && card.length === 25 ? (
            <>
              <CardGrid
                card={card}
                marked={marked}
                line={winner?.seat === viewer ? winner.cells : []}
                interactive={mayPlay}
                onToggle={toggle}
              />
              {!over && claimsLeft !== undefined && (
                <ClaimButton
                  claimsLeft={claimsLeft}
                  failed={failed}
                  disabled={!mayPlay}
                  onClaim={() => {
                    claimed();
                    moves.claim(claimsLeft);
                  }}
                />
              )}
            </>
          ) : (
            viewer === null && (
              <Typography color="text.secondary" sx={{ maxWidth: 400, textAlign: 'center' }}>
                {t('board.spectating')}
              </Typography>
            )
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <CalledTable called={G.called} />
          <PlayersList
            seats={G.seats}
            players={players}
            claimsLeft={G.claimsLeft}
            viewer={viewer}
            winner={winner?.seat ?? null}
          />
        </Box>
      </Box>
    </Box>
  );
}

export default Board;
