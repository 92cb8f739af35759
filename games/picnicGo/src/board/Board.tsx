import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ASIDE_STAGE, type GameBoardProps, PICK_STAGE, seatView, totalsOf } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardId, ROUNDS } from '../cards';
import type { game } from '../game';
import { mayUseFork } from '../moves';
import { nextSeat } from '../round';
import { chipsOf, forksOf } from '../scoring';
import type { PicnicGoView } from '../view';
import { CardFace, useCardName } from './CardFace';
import { Reveal } from './Reveal';
import { RoundEnd } from './RoundEnd';
import { type SeatState, SeatsPanel } from './SeatsPanel';

export type PicnicGoBoardProps = GameBoardProps<PicnicGoView, typeof game.moves>;

export function Board({ G, ctx, moves, playerID, gameArgs }: PicnicGoBoardProps) {
  const { t } = useTranslation('picnicGo');
  const cardName = useCardName();
  const wide = useMediaQuery('(min-width:700px)');
  const handWidth = wide ? 64 : 48;
  const smallWidth = wide ? 28 : 22;
  const { viewer, canAct, canActAside } = seatView(ctx, playerID, gameArgs);
  const phase = ctx.phase ?? '';
  const over = ctx.gameover !== undefined || G.finished;
  const stage = viewer !== null ? ctx.activePlayers?.[viewer] : undefined;
  const picking = phase === 'play' && !over;
  const mayPick =
    viewer !== null && picking && (stage === PICK_STAGE ? canAct(viewer) : stage === ASIDE_STAGE && canActAside(viewer));

  // Choosing two cards with a fork: the cards chosen so far, sent once there are two. Kept per round
  // of picks, so that a new round starts with one card and nothing chosen.
  const round = G.picks.round;
  const [choice, setChoice] = useState<{ round: number; forkMode: boolean; selected: CardId[] }>({
    round,
    forkMode: false,
    selected: [],
  });
  const forkMode = choice.round === round && choice.forkMode;
  const selected = choice.round === round ? choice.selected : [];
  const setForkMode = (on: boolean) => setChoice({ round, forkMode: on, selected: [] });
  const setSelected = (cards: CardId[]) => setChoice({ round, forkMode, selected: cards });
  const forkAllowed = viewer !== null && mayUseFork(G, viewer);
  const usingFork = forkMode && forkAllowed;

  const hand = viewer !== null ? (G.hands[viewer] ?? []) : [];
  const mine = G.picks.mine?.cards ?? [];
  const choose = (card: CardId) => {
    if (!usingFork) {
      moves.pick(round, { cards: [card] });
      return;
    }
    const chosen = selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card];
    if (chosen.length === 2) {
      moves.pick(round, { cards: [...chosen].sort((a, b) => a - b) });
      setSelected([]);
    } else setSelected(chosen);
  };

  const totals = totalsOf(G.rounds, G.seats);
  const seatStates: SeatState[] = G.seats.map((seat) => {
    const tableau = G.tableaus[seat];
    return {
      seat,
      // Against the computer the seat is already named "You".
      you: seat === viewer && !gameArgs.players.find((player) => player.playerID === seat)?.you,
      next: viewer !== null && G.seats.length > 1 && seat === nextSeat(G.seats, viewer),
      score: (totals[seat] ?? 0) + (G.roundOver || tableau === undefined ? 0 : tableau.points),
      handCount: G.handCounts[seat] ?? 0,
      chips: tableau ? chipsOf(tableau) : 0,
      cupcakes: G.cupcakeCounts[seat] ?? 0,
      mayosWaiting: tableau?.mayosWaiting ?? 0,
      forks: tableau ? forksOf(tableau).length : 0,
      playedCards: tableau?.playedCards ?? [],
      picked: picking && G.picks.seats.includes(seat) ? G.picks.picked.includes(seat) : null,
    };
  });

  let detail: string | undefined;
  if (mayPick && stage === PICK_STAGE) detail = t('status.selectMore', { count: (usingFork ? 2 : 1) - selected.length });
  else if (mayPick) detail = t('status.picked');
  const lastRound = G.roundNumber >= ROUNDS;
  const canAnswer = viewer !== null && phase === 'roundEnd' && !over && canAct(viewer) && !G.confirmed.includes(viewer);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 1100, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="picnicgo-board">
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      <Typography variant="subtitle2" sx={{ fontWeight: 800, letterSpacing: 1 }}>
        {t('status.round', { number: Math.max(1, G.roundNumber) })}
      </Typography>
      <SeatsPanel seats={seatStates} players={gameArgs.players} cardWidth={smallWidth} />
      {G.lastReveal !== null && !G.roundOver && (
        <Reveal picks={G.lastReveal} players={gameArgs.players} cardWidth={smallWidth + 8} />
      )}
      {(phase === 'roundEnd' || (over && G.rounds.length > 0)) && (
        <RoundEnd
          roundNumber={G.roundNumber}
          last={lastRound}
          rounds={G.rounds}
          cupcakeCounts={G.cupcakeCounts}
          players={gameArgs.players}
          viewer={viewer}
          canAnswer={canAnswer}
          waiting={viewer !== null && phase === 'roundEnd' && !over}
          onReady={() => moves.ready()}
        />
      )}
      {hand.length > 0 && picking && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="caption">{t('table.yourHand')}</Typography>
            {mayPick && forkAllowed && (
              <Button size="small" variant={usingFork ? 'contained' : 'outlined'} onClick={() => setForkMode(!usingFork)}>
                {usingFork ? t('table.cancelFork') : t('table.useFork')}
              </Button>
            )}
            {usingFork && (
              <Typography variant="caption" color="warning.main" sx={{ fontWeight: 700 }}>
                {t('table.usingFork')}
              </Typography>
            )}
            {mayPick && stage === ASIDE_STAGE && <Typography variant="caption">{t('status.waiting')}</Typography>}
          </Box>
          <Box data-testid="picnicgo-hand" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pt: 1.5 }}>
            {hand.map((card) => {
              const raised = mine.includes(card) || selected.includes(card);
              return (
                <ButtonBase
                  key={card}
                  disabled={!mayPick || (!usingFork && mine.length === 1 && mine[0] === card)}
                  onClick={() => choose(card)}
                  aria-pressed={raised}
                  aria-label={cardName(card)}
                  sx={{ borderRadius: 1, transform: raised ? 'translateY(-8px)' : undefined, transition: 'transform 120ms' }}
                >
                  <CardFace card={card} width={handWidth} highlight={raised} />
                </ButtonBase>
              );
            })}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

export default Board;
