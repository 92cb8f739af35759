import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useState } from 'react';
import { type GameBoardProps, seatView } from '@tabula/game-kit';
import { seatTextOptions, TurnIndicator, useLogLineText } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { enumerateMoves } from '../enumerate';
import type { game } from '../game';
import { scoreOf } from '../table';
import type { ZooParadeView } from '../view';
import { CardFace } from './CardFace';
import { HintButtons } from './HintButtons';
import { Parades } from './Parades';

export type ZooParadeBoardProps = GameBoardProps<ZooParadeView, typeof game.moves>;

/** The seats in the order the viewer reads them: its own first, then the others in turn order. */
function seatsFrom(seats: readonly PlayerID[], viewer: PlayerID | null): PlayerID[] {
  const at = viewer === null ? 0 : Math.max(0, seats.indexOf(viewer));
  return seats.map((_, i) => seats[(at + i) % seats.length]!);
}

export function Board({ G, ctx, moves, playerID, gameArgs }: ZooParadeBoardProps) {
  const { t, i18n } = useTranslation('zooparade');
  const [selected, setSelected] = useState<number | null>(null);
  const { viewer, canAct } = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined || G.finished;
  const acting = viewer !== null && !over && canAct(viewer);
  const legal = acting ? enumerateMoves(G, ctx, viewer) : [];
  const mayPlay = legal.some((move) => move.move === 'play' && move.args[0] === selected);
  const mayDiscard = legal.some((move) => move.move === 'discard' && move.args[0] === selected);
  const aboutSeat = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const touched = G.lastAction?.kind === 'hint' ? G.lastAction.clue.touchedIds : [];
  const lineText = useLogLineText('zooparade', gameArgs.players);
  // What just happened: the last line, and the one before it for a hint (who gave it, what it told).
  const recent = G.log.slice(G.lastAction?.kind === 'hint' ? -2 : -1);

  let detail: string | undefined;
  if (acting && G.treats === 0) detail = t('board.noTreats');
  else if (acting && G.treats === 8) detail = t('board.fullTreats');
  else if (acting) detail = t('board.chooseCard');

  const act = (send: () => void) => {
    send();
    setSelected(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="zooparade-board">
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, fontWeight: 600 }}
        data-testid="zooparade-status"
      >
        <span>{t('board.score', { score: scoreOf(G.piles) })}</span>
        <span>{t('board.treats', { count: G.treats })}</span>
        <span>{t('board.lives', { count: G.lives })}</span>
        <span>{t('board.deck', { count: G.deckSize })}</span>
        {G.finalTurnsLeft !== null && !over && <span>{t('board.finalRound', { count: G.finalTurnsLeft })}</span>}
      </Box>
      {recent.length > 0 && (
        <Typography variant="body2" aria-live="polite" data-testid="zooparade-last">
          {recent.map(lineText).join(' ')}
        </Typography>
      )}
      <Box sx={{ bgcolor: '#2f6b4f', color: '#fff', borderRadius: 2, p: 1 }}>
        <Parades piles={G.piles} trash={G.trash} />
      </Box>
      {viewer === null && !over && (
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {t('board.hiddenHands')}
        </Typography>
      )}
      {seatsFrom(G.seats, viewer).map((seat) => {
        const own = seat === viewer;
        const hand = G.hands[seat] ?? [];
        const isTurn = !over && ctx.currentPlayer === seat;
        return (
          <Box
            key={seat}
            sx={{ border: '1px solid', borderColor: isTurn ? 'primary.main' : 'divider', borderRadius: 2, p: 1 }}
            data-testid={`hand-${seat}`}
          >
            <Typography variant="subtitle2" sx={{ fontWeight: isTurn ? 700 : 400 }}>
              {own ? t('board.yourCards') : t('board.handOf', aboutSeat(seat))}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
              {hand.map((card, slot) => (
                <CardFace
                  key={card.id}
                  card={card}
                  slot={slot}
                  selected={own && selected === card.id}
                  highlighted={touched.includes(card.id)}
                  onSelect={own && acting ? () => setSelected(selected === card.id ? null : card.id) : undefined}
                />
              ))}
            </Box>
            {own && acting && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" disabled={!mayPlay} onClick={() => act(() => moves.play(selected!))}>
                  {t('board.play')}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={!mayDiscard}
                  onClick={() => act(() => moves.discard(selected!))}
                >
                  {t('board.discard')}
                </Button>
              </Box>
            )}
            {!own && acting && G.treats > 0 && (
              <Box>
                <Typography variant="caption">{t('board.hintTo', aboutSeat(seat))}</Typography>
                <HintButtons receiver={seat} legal={legal} onHint={(kind, index) => act(() => moves.hint(seat, kind, index))} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export default Board;
