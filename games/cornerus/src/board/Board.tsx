import { useMemo, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, TurnIndicator, useFinePointer } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { CELL_COUNT, SIZE } from '../geometry';
import { pieceSize } from '../pieces';
import { colourView, currentSlot } from '../rules';
import type { CornerusState } from '../types';
import { ColourPanel } from './ColourPanel';
import { Grid } from './Grid';
import { PieceControls } from './PieceControls';
import { PieceTray } from './PieceTray';
import { TableLayout } from './TableLayout';
import { cellName, colourName, colourWithPlayer, problemText, type Translate } from './texts';
import { usePlacement } from './usePlacement';

const CURSOR_STATUS_ID = 'cornerus-cursor-status';
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<CornerusState, BoardMoves<typeof game>>) {
  const { t: translate } = useTranslation('cornerus');
  const t = translate as Translate;
  const numPlayers = ctx.numPlayers;
  const seat = seatView(ctx, playerID, gameArgs);
  const finePointer = useFinePointer();
  const over = ctx.gameover !== undefined;
  const slot = currentSlot(G, numPlayers);
  const colour = slot.colour;
  const canAct = !over && slot.seat === ctx.currentPlayer && seat.canAct(slot.seat);
  const placement = usePlacement(G, canAct ? colour : null, String(ctx.turn));
  const { ghost, piece } = placement;
  const canPlace = canAct && ghost !== null && ghost.problem === null;
  const mover = colourWithPlayer(t, colour, nameOf(gameArgs.players, slot.seat));

  const corners = useMemo(() => {
    if (!canAct) return new Set<number>();
    const { anchors } = colourView(G.board, colour).masks;
    return new Set(
      Array.from({ length: CELL_COUNT }, (_, cell) => cell).filter(
        (cell) => (anchors[Math.floor(cell / SIZE)]! >> (cell % SIZE)) & 1,
      ),
    );
  }, [canAct, G.board, colour]);
  const lastCells = useMemo(() => new Set(G.lastPlacement?.cells ?? []), [G.lastPlacement]);

  const place = () => {
    if (!canPlace || !ghost) return;
    const { choice } = ghost;
    moves.placePiece(choice.piece, choice.orientation, choice.x, choice.y);
  };

  const shapeKeys = (event: KeyboardEvent) => {
    if (piece === null || event.ctrlKey || event.metaKey || event.altKey) return false;
    const key = event.key.toLowerCase();
    if (key === 'r') placement.turn(event.shiftKey ? -1 : 1);
    else if (key === 'f') placement.flip();
    else return false;
    event.preventDefault();
    return true;
  };

  const onBoardKey = (event: KeyboardEvent) => {
    if (shapeKeys(event)) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      placement.step(arrow[0], arrow[1]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place();
    }
  };

  const onCellClick = (x: number, y: number) => {
    // A mouse already holds the piece there (hover); a first tap on a touch screen only moves it.
    if (placement.cursor.x === x && placement.cursor.y === y && canPlace) place();
    else placement.moveCursor(x, y);
  };

  const cursorText = !canAct
    ? ''
    : ghost === null
      ? t('status.choosePiece')
      : `${cellName(t, placement.cursor.x, placement.cursor.y)}: ${ghost.problem === null ? t('status.fits') : problemText(t, ghost.problem)}`;

  const last = G.lastPlacement;
  const board = (
    <Grid
      board={G.board}
      ghost={canAct ? ghost : null}
      fits={canAct ? placement.fits : new Set()}
      corners={corners}
      cornerColour={canAct ? colour : null}
      lastCells={lastCells}
      cursor={canAct ? placement.cursor : null}
      interactive={canAct}
      label={t('board.label')}
      describedBy={CURSOR_STATUS_ID}
      onCellClick={onCellClick}
      onCellHover={placement.moveCursor}
      onKeyDown={onBoardKey}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%', px: { xs: 0.5, sm: 0 } }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={over ? undefined : t('status.colourTurn', { mover })}
        outcome={t('status.over')}
      />
      {G.skipped.length > 0 && (
        <Typography variant="body2" color="warning.main" data-testid="skipped" role="status">
          {G.skipped.map(({ colour: skipped }) => t('status.skipped', { colour: colourName(t, skipped) })).join(' ')}
        </Typography>
      )}
      <TableLayout
        panel={<ColourPanel G={G} numPlayers={numPlayers} gameArgs={gameArgs} current={over ? null : colour} t={t} />}
        board={board}
        side={
          <>
            <Typography
              id={CURSOR_STATUS_ID}
              variant="body2"
              aria-live="polite"
              data-testid="placement-status"
              data-legal={canPlace ? 'true' : 'false'}
              sx={{ minHeight: '1.5em', textAlign: 'center', color: ghost && !canPlace ? 'error.main' : 'text.primary' }}
            >
              {cursorText}
            </Typography>
            {canAct && (
              <>
                <PieceControls
                  colourName={colourName(t, colour)}
                  pieceChosen={piece !== null}
                  canPlace={canPlace}
                  onTurn={placement.turn}
                  onFlip={placement.flip}
                  onPlace={place}
                  onEndColour={() => moves.endColour()}
                  t={t}
                />
                <Box onKeyDown={(event) => shapeKeys(event)} sx={{ width: '100%' }}>
                  <PieceTray
                    colour={colour}
                    pieces={G.colours[colour]!.remaining}
                    selected={piece}
                    transform={placement.transform}
                    onChoose={placement.choosePiece}
                    t={t}
                  />
                </Box>
                {finePointer && (
                  <Typography variant="caption" color="text.secondary" data-testid="keys-help" sx={{ textAlign: 'center' }}>
                    {t('controls.keys')}
                  </Typography>
                )}
              </>
            )}
            {last && (
              <Typography variant="body2" color="text.secondary" data-testid="last-move" sx={{ textAlign: 'center' }}>
                {t('status.lastMove', { colour: colourName(t, last.colour), count: pieceSize(last.piece) })}
              </Typography>
            )}
          </>
        }
      />
    </Box>
  );
}

export default Board;
