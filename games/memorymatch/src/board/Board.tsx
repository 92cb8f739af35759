import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { CENTRE, GRID_SIZE } from '../grid';
import { canFlip, mismatchShowing } from '../rules';
import type { MemoryState, Seat } from '../types';
import { Card } from './Card';
import { PairCounts } from './PairCounts';
import { cardLabel, lastTryText, type Translate } from './texts';
import { useMismatchShowing } from './useMismatchShowing';

const SEATS: Seat[] = ['0', '1'];
const ROWS = Array.from({ length: GRID_SIZE }, (_, row) =>
  Array.from({ length: GRID_SIZE }, (_, column) => row * GRID_SIZE + column),
);

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<MemoryState, typeof game.moves>) {
  const { t: translate } = useTranslation('memorymatch');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  const navigation = useGridNavigation({ layout: ROWS, roving: true, initial: 0 });
  const players = gameArgs.players;
  const over = ctx.gameover !== undefined;
  const mover = ctx.currentPlayer as Seat;
  const mismatch = mismatchShowing(G);
  // A miss stays face up for everyone for a moment; meanwhile nobody turns a card.
  const missShown = useMismatchShowing(G.lastTry?.number ?? null, mismatch);
  const canTurn = !over && !missShown && seat.canAct(mover);
  const lastCells = new Set(G.lastTry?.cells ?? []);

  /** The face a card shows: matched cards, the try under way, and a miss until the board turns it back. */
  const shownFace = (cell: number) => {
    const card = G.cells[cell];
    if (!card?.face) return null;
    if (card.matchedBy !== null) return card.face;
    return mismatch && !missShown ? null : card.face;
  };

  const detail =
    over || missShown
      ? undefined
      : G.faceUp.length === 1
        ? t('status.secondCard')
        : G.lastTry?.matched && G.lastTry.seat === mover && G.faceUp.length === 0
          ? t('status.pairAgain', { player: nameOf(players, mover) })
          : undefined;
  const outcome = t('status.final', {
    first: nameOf(players, '0'),
    firstPairs: G.pairs['0'],
    second: nameOf(players, '1'),
    secondPairs: G.pairs['1'],
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
        outcome={outcome}
      />
      <PairCounts
        label={t('board.pairCounts')}
        toMove={over ? null : mover}
        counts={SEATS.map((s) => ({ seat: s, name: nameOf(players, s), pairs: t('board.pairs', { count: G.pairs[s] }) }))}
      />
      <Box
        role="grid"
        aria-label={t('board.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${GRID_SIZE}, minmax(0, 1fr))`,
          gap: { xs: '6px', sm: '10px' },
          width: 'min(94vw, 520px)',
          touchAction: 'manipulation',
          userSelect: 'none',
        }}
      >
        {ROWS.map((row, r) => (
          <Box role="row" key={row[0]} sx={{ display: 'contents' }}>
            {row.map((cell, c) => {
              const cellNavigation = navigation.cellProps(r, c);
              if (cell === CENTRE) {
                const { ref, ...keys } = cellNavigation;
                return (
                  <Box
                    key={cell}
                    role="gridcell"
                    ref={ref}
                    {...keys}
                    aria-label={t('board.centre')}
                    data-testid="centre"
                    sx={{ '&:focus-visible': { outline: '3px solid #90caf9', borderRadius: 2 } }}
                  />
                );
              }
              const card = G.cells[cell];
              if (!card) return <Box key={cell} role="gridcell" />;
              const face = shownFace(cell);
              const lastTry = lastCells.has(cell);
              return (
                <Box role="gridcell" key={cell} sx={{ display: 'flex' }}>
                  <Card
                    cell={cell}
                    face={face}
                    matchedBy={card.matchedBy}
                    label={cardLabel(t, { cell, face, matchedBy: card.matchedBy, lastTry, players })}
                    playable={canTurn && canFlip(G, cell)}
                    lastTry={lastTry}
                    navigation={cellNavigation}
                    onFlip={() => moves.flipCard(cell)}
                  />
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      {G.lastTry && (
        <Typography variant="body2" color="text.secondary" data-testid="last-try" sx={{ textAlign: 'center' }}>
          {lastTryText(t, G.lastTry, [shownFace(G.lastTry.cells[0]), shownFace(G.lastTry.cells[1])], players)}
        </Typography>
      )}
    </Box>
  );
}

export default Board;
