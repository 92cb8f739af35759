import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import { type GridCellProps, TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import type { ChessState, PromotionPiece } from '../types';
import { boardModel, isLightSquare, squaresInView } from './boardModel';
import { MoveList } from './MoveList';
import { PromotionChooser } from './PromotionChooser';
import { SoundToggle } from './SoundToggle';
import { Square } from './Square';
import { useDragMove } from './useDragMove';
import { useMoveSound } from './useMoveSound';
import { Piece } from './Piece';

/** The grid-navigation props in the shape the Square takes. */
function squareNavigation({ ref, onKeyDown, onFocus }: GridCellProps) {
  return { buttonRef: ref, onKeyDown, onFocus: () => onFocus?.() };
}

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<ChessState, typeof game.moves>) {
  const { t } = useTranslation('chess');
  const seat = seatView(ctx, playerID, gameArgs);
  const model = useMemo(() => boardModel(G.fen), [G.fen]);
  const flipped = seat.viewer === '1';
  const rows = useMemo(() => squaresInView(flipped), [flipped]);
  const canMove = seat.canAct(ctx.currentPlayer);

  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  // The square holding the tab stop until a square has had the focus: the king's pawn.
  const [firstFocus] = useState(flipped ? 'e7' : 'e2');
  const navigation = useGridNavigation({ layout: rows, roving: true, initial: firstFocus });

  useEffect(() => {
    setSelected(null);
    setPromotion(null);
  }, [G.fen]);

  const lastFrom = G.lastMove?.slice(0, 2) ?? null;
  const lastTo = G.lastMove?.slice(2, 4) ?? null;
  const movedPiece = lastTo ? model.pieces.get(lastTo) : undefined;
  const capture = G.fen.split(' ')[4] === '0' && movedPiece !== undefined && movedPiece.toLowerCase() !== 'p';
  const sound = useMoveSound(G.lastMove, capture);

  const targets = useMemo(
    () => new Set(selected ? model.legal.filter((m) => m.from === selected).map((m) => m.to) : []),
    [model, selected],
  );
  const ownPiece = (square: string) => {
    const piece = model.pieces.get(square);
    return (
      piece !== undefined && (piece === piece.toUpperCase()) === model.whiteToMove && model.legal.some((m) => m.from === square)
    );
  };

  /** Plays from-to if legal (asking for the promotion piece first); false when it is not a legal move. */
  const tryMove = (from: string, to: string) => {
    const candidates = model.legal.filter((m) => m.from === from && m.to === to);
    if (candidates.length === 0) return false;
    if (candidates.some((m) => m.promotion)) setPromotion({ from, to });
    else moves.movePiece(from, to);
    return true;
  };

  const dragMove = useDragMove({
    canDrag: (square) => canMove && !promotion && ownPiece(square),
    onStart: setSelected,
    onDrop: (from, to) => {
      tryMove(from, to);
    },
  });
  const dragging = dragMove.drag;

  const onSquare = (square: string) => {
    if (dragMove.consumeClick() || !canMove || promotion) return;
    if (selected && targets.has(square) && tryMove(selected, square)) return;
    setSelected(ownPiece(square) && square !== selected ? square : null);
  };

  const onPromote = (piece: PromotionPiece) => {
    if (!promotion) return;
    moves.movePiece(promotion.from, promotion.to, piece);
    setPromotion(null);
    setSelected(null);
  };

  const describe = (square: string) => {
    const piece = model.pieces.get(square);
    const name = piece
      ? t(`pieces.${piece === piece.toUpperCase() ? 'white' : 'black'}.${piece.toLowerCase()}`)
      : t('board.empty');
    const notes = [
      selected === square ? t('board.selected') : null,
      targets.has(square) ? t('board.target') : null,
      square === lastFrom || square === lastTo ? t('board.lastMove') : null,
    ].filter(Boolean);
    return [t('board.square', { square, piece: name }), ...notes].join(', ');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          columnGap: 1,
          width: '100%',
          minHeight: 40,
        }}
      >
        {model.checkSquare && ctx.gameover === undefined && (
          <Typography variant="h6" role="alert" data-testid="check-status" sx={{ color: 'error.light', fontWeight: 700 }}>
            {t('status.check')}
          </Typography>
        )}
        <TurnIndicator
          ctx={ctx}
          playerID={seat.viewer}
          mode={gameArgs.mode}
          players={gameArgs.players}
          aiSeats={gameArgs.aiSeats}
        />
        <SoundToggle enabled={sound.enabled} onToggle={sound.toggle} />
      </Box>
      <Box
        {...dragMove.handlers}
        sx={{
          position: 'relative',
          width: 'min(100%, 560px, calc(100vh - 150px))',
          minWidth: 'min(100%, 280px)',
          aspectRatio: '1',
          boxShadow: 4,
          borderRadius: 1,
          overflow: 'hidden',
          touchAction: canMove ? 'none' : 'auto',
          userSelect: 'none',
        }}
      >
        <Box
          role="grid"
          aria-label={t('board.label')}
          data-flipped={flipped || undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(8, 1fr)',
            gridTemplateRows: 'repeat(8, 1fr)',
            width: '100%',
            height: '100%',
          }}
        >
          {rows.map((row, r) => (
            <Box role="row" key={row[0]} sx={{ display: 'contents' }}>
              {row.map((square, c) => (
                <Square
                  key={square}
                  name={square}
                  piece={model.pieces.get(square)}
                  lifted={dragging?.from === square}
                  light={isLightSquare(square)}
                  label={describe(square)}
                  selected={selected === square}
                  target={targets.has(square)}
                  lastMove={square === lastFrom || square === lastTo}
                  check={square === model.checkSquare}
                  focusable={square === navigation.tabStop}
                  fileLabel={r === 7 ? square[0] : undefined}
                  rankLabel={c === 0 ? square[1] : undefined}
                  onClick={() => onSquare(square)}
                  {...squareNavigation(navigation.cellProps(r, c))}
                />
              ))}
            </Box>
          ))}
        </Box>
        {dragging && model.pieces.get(dragging.from) && (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: dragging.x,
              top: dragging.y,
              width: '12.5%',
              height: '12.5%',
              transform: 'translate(-50%, -50%) scale(1.15)',
              pointerEvents: 'none',
              zIndex: 1,
            }}
          >
            <Piece code={model.pieces.get(dragging.from)!} />
          </Box>
        )}
        {promotion && <PromotionChooser white={model.whiteToMove} onChoose={onPromote} onCancel={() => setPromotion(null)} />}
      </Box>
      <MoveList history={G.history ?? []} />
    </Box>
  );
}

export default Board;
