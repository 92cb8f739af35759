import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, type GameBoardProps, PICK_STAGE, seatView, totalsOf } from '@tabula/game-kit';
import { ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { bullheadsIn } from '../cards';
import type { game } from '../game';
import { nextToPlace } from '../round';
import { rowsToChoose } from '../moves';
import type { TakeSixView } from '../view';
import { TakeSixCard } from './CardFace';
import { rowsAfter, useRevealSteps } from './revealSteps';
import { Rows } from './Rows';
import { type SeatState, SeatsPanel } from './SeatsPanel';

export type TakeSixBoardProps = GameBoardProps<TakeSixView, typeof game.moves>;

export function Board({ G, ctx, moves, playerID, gameArgs }: TakeSixBoardProps) {
  const { t, i18n } = useTranslation('takesix');
  const wide = useMediaQuery('(min-width:700px)');
  const cardWidth = wide ? 60 : 44;
  const { viewer, canAct, canActAside } = seatView(ctx, playerID, gameArgs);
  const phase = ctx.phase ?? '';
  const over = ctx.gameover !== undefined || G.finished;
  const stage = viewer !== null ? ctx.activePlayers?.[viewer] : undefined;
  const mayPick = viewer !== null && phase === 'play' && !over && (stage === PICK_STAGE ? canAct(viewer) : canActAside(viewer));
  const mayChooseRow = viewer !== null && canAct(viewer) && G.choosingRow === viewer;
  const aboutSeat = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);

  // The reveal plays one card at a time (revealSteps.ts); the rows follow it.
  const revealKey = `${G.dealNumber}:${G.reveal?.pickedCards.map((pick) => pick.card).join(',') ?? ''}`;
  const { shown, skip } = useRevealSteps(G.reveal, revealKey);
  const placing = G.reveal !== null && shown < G.reveal.placements.length;
  const rows = placing ? rowsAfter(G.reveal!, shown) : G.rowCards;
  const highlight = placing ? G.reveal!.placements[shown]!.card : (nextToPlace(G)?.card ?? null);
  const revealOpen = G.reveal !== null && (placing || G.choosingRow !== null);

  const totals = totalsOf(G.rounds, G.seats);
  const dealScored = G.rounds.length === G.dealNumber;
  const seatStates: SeatState[] = G.seats.map((seat) => {
    const dealBullheads = bullheadsIn(G.takenCards[seat] ?? []);
    const revealed = revealOpen ? (G.reveal!.pickedCards.find((pick) => pick.seat === seat)?.card ?? null) : null;
    const picking = phase === 'play' && !over && G.choosingRow === null && G.picks.seats.includes(seat);
    return {
      seat,
      dealBullheads,
      totalBullheads: (totals[seat] ?? 0) + (dealScored ? 0 : dealBullheads),
      handCount: G.handCounts[seat] ?? 0,
      picked: picking && revealed === null ? G.picks.picked.includes(seat) : null,
      revealedCard: revealed,
      acting: !over && ((picking && !G.picks.picked.includes(seat)) || G.choosingRow === seat),
    };
  });

  let detail: string | undefined;
  if (!over && phase === 'play') {
    if (mayChooseRow) detail = t('status.chooseRow', { card: nextToPlace(G)?.card });
    else if (G.choosingRow !== null) detail = t('status.choosingRow', aboutSeat(G.choosingRow));
    else if (mayPick) detail = t(stage === ASIDE_STAGE ? 'status.picked' : 'status.pick');
  }

  const hand = viewer !== null ? (G.hands[viewer] ?? []) : [];
  const mine = G.picks.mine?.card ?? null;
  const canAnswer = viewer !== null && phase === 'dealEnd' && !over && canAct(viewer) && !G.confirmed.includes(viewer);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="takesix-board">
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      <Typography variant="body2">
        {t(G.settings.length === 'to66' ? 'status.dealNumberTo66' : 'status.dealNumber', { number: Math.max(1, G.dealNumber) })}
      </Typography>
      <SeatsPanel seats={seatStates} players={gameArgs.players} showTotals={G.settings.length === 'to66'} />
      {/* A tap on the table shows the whole reveal at once; the Skip button does it from the keyboard.
          Not a button itself: the rows to take are buttons inside it. */}
      <Box
        onClick={placing ? skip : undefined}
        sx={{
          position: 'relative',
          bgcolor: '#2f6d5a',
          borderRadius: 2,
          p: { xs: 0.5, sm: 1 },
          overflowX: 'auto',
          cursor: placing ? 'pointer' : 'default',
        }}
      >
        <Rows
          rows={rows}
          cardWidth={cardWidth}
          highlight={highlight}
          choosable={mayChooseRow && !placing ? rowsToChoose(G, viewer!) : []}
          onChoose={(row) => moves.chooseRow(row)}
        />
      </Box>
      {placing && (
        <Button size="small" onClick={skip} sx={{ alignSelf: 'flex-end' }}>
          {t('table.skipReveal')}
        </Button>
      )}
      {G.reveal !== null && (
        <Box data-testid="takesix-reveal">
          <Typography variant="caption">{t('table.reveal')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {G.reveal.pickedCards.map((pick, index) => {
              const placement = index < shown ? G.reveal!.placements[index] : undefined;
              const taken = placement ? bullheadsIn(placement.takenCards) : 0;
              return (
                <Box key={pick.card} sx={{ textAlign: 'center', opacity: index < shown ? 0.6 : 1, width: 58 }}>
                  <TakeSixCard card={pick.card} width={28} highlight={index === shown} />
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{
                      lineHeight: 1.2,
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {gameArgs.players.find((p) => p.playerID === pick.seat)?.name ?? pick.seat}
                  </Typography>
                  {taken > 0 && (
                    <Typography variant="caption" component="div" color="error" noWrap>
                      {t('table.took', { bullheads: taken })}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
      {(phase === 'dealEnd' || (over && G.rounds.length > 0)) && (
        <Stack spacing={1} data-testid="takesix-deal-end">
          <Typography variant="h6">{t('dealEnd.title', { number: G.rounds.length })}</Typography>
          <Typography variant="subtitle2">{t('dealEnd.scores')}</Typography>
          <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="takesix" />
          {canAnswer ? (
            <Button variant="contained" onClick={() => moves.nextDeal()} sx={{ alignSelf: 'flex-start' }}>
              {t('dealEnd.nextDeal')}
            </Button>
          ) : (
            phase === 'dealEnd' && !over && <Typography variant="body2">{t('dealEnd.waiting')}</Typography>
          )}
        </Stack>
      )}
      {hand.length > 0 && (
        <Box>
          <Typography variant="caption">{t('table.yourHand')}</Typography>
          <Box data-testid="takesix-hand" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pt: 1 }}>
            {hand.map((card) => (
              <ButtonBase
                key={card}
                disabled={!mayPick || card === mine}
                onClick={() => moves.pick(G.picks.round, { card })}
                aria-pressed={card === mine}
                aria-label={t('table.card', { card, bullheads: bullheadsIn([card]) })}
                sx={{ borderRadius: 1, transform: card === mine ? 'translateY(-8px)' : undefined, transition: 'transform 120ms' }}
              >
                <TakeSixCard card={card} width={cardWidth} highlight={card === mine} />
              </ButtonBase>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

export default Board;
