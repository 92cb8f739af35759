import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { type GameBoardProps, resignedSeats, seatView } from '@tabula/game-kit';
import { seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import type { game } from '../game';
import { betAmounts, discardableKinds, flippableSeats, mayDiscardAtRandom, mayPass, placeableKinds } from '../legal';
import { bunniesFlipped, firstCardsPlaced, handCount, handOf, lostCount, stackCount } from '../table';
import type { BombsAndBunniesView } from '../view';
import { BetPanel } from './BetPanel';
import { CardFace } from './cards';
import { LastRound } from './LastRound';
import { SeatZone, type SeatZoneState, stackCards } from './SeatZone';

export type BombsAndBunniesBoardProps = GameBoardProps<BombsAndBunniesView, typeof game.moves>;

export function Board({ G, ctx, moves, playerID, gameArgs }: BombsAndBunniesBoardProps) {
  const { t, i18n } = useTranslation('bombsAndBunnies');
  const seats = seatView(ctx, playerID, gameArgs);
  // On one device the platform hands the board the view of the seat holding the device.
  const viewer = gameArgs.mode === 'LocalFriend' ? (playerID ?? null) : seats.viewer;
  const over = ctx.gameover !== undefined || G.winner !== null;
  const acting = viewer !== null && !over && seats.canAct(viewer) ? viewer : null;
  const about = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const nameOf = (seat: PlayerID) => gameArgs.players.find((p) => p.playerID === seat)?.name ?? seat;

  const placeable = acting ? placeableKinds(G, acting) : [];
  const bets = acting ? betAmounts(G, acting) : [];
  const passAllowed = acting ? mayPass(G, acting) : false;
  const flippable = acting ? flippableSeats(G, acting) : [];
  const discardable = acting ? discardableKinds(G, acting) : [];
  const mayDraw = acting ? mayDiscardAtRandom(G, acting) : false;

  let detail: string | undefined;
  if (acting !== null) {
    if (G.step === 'placing' && !firstCardsPlaced(G)) detail = t('status.placeFirst');
    else if (G.step === 'placing') detail = t(placeable.length > 0 ? 'status.placeOrBet' : 'status.mustBet');
    else if (G.step === 'betting') detail = t('status.raiseOrPass');
    else if (G.step === 'revealing') detail = t(flippable.includes(acting) ? 'status.flipOwn' : 'status.flipOther');
    else if (discardable.length > 0) detail = t('status.chooseLoss');
    else if (mayDraw && G.penalty) detail = t('status.drawLoss', about(G.penalty.challenger));
  }

  const out = resignedSeats(G);
  const zones: SeatZoneState[] = G.seats.map((seat, seatIndex) => {
    let badge: SeatZoneState['badge'] = null;
    if (G.eliminated.includes(seat) || out.includes(seat)) badge = 'knockedOut';
    else if (G.bet?.seat === seat) badge = G.step === 'betting' ? 'highestBet' : 'challenger';
    else if (G.step === 'betting' && G.passed.includes(seat)) badge = 'passed';
    return {
      seat,
      seatIndex,
      name: nameOf(seat),
      flipLabel: flippable.includes(seat) ? t('table.flipTop', about(seat)) : null,
      stack: stackCards(stackCount(G, seat), G.stacks[seat], G.flips, seat),
      handCount: handCount(G, seat),
      lostCount: lostCount(G, seat),
      wins: G.wins[seat] ?? 0,
      badge,
      toAct: !over && G.toAct === seat,
    };
  });

  const hand = viewer !== null ? handOf(G, viewer) : [];
  const lost = viewer !== null ? (G.lost[viewer] ?? []) : [];

  return (
    <Stack
      spacing={1}
      sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }}
      data-testid="bombsAndBunnies-board"
    >
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('table.round', { number: G.round })}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="bet-line">
          {G.bet === null ? t('table.noBet') : t('table.bet', { amount: G.bet.amount, ...about(G.bet.seat) })}
        </Typography>
        {(G.step === 'revealing' || G.step === 'penalty') && G.bet !== null && (
          <Typography variant="body2">{t('table.flipped', { flipped: bunniesFlipped(G), bet: G.bet.amount })}</Typography>
        )}
      </Stack>
      <Box
        data-testid="bombsAndBunnies-seats"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 0.5 }}
      >
        {zones.map((zone) => (
          <SeatZone key={zone.seat} state={zone} onFlip={(seat) => moves.flip(seat)} />
        ))}
      </Box>
      {(bets.length > 0 || passAllowed) && (
        <BetPanel
          key={`${G.round}:${G.bet?.amount ?? 0}`}
          amounts={bets}
          mayPass={passAllowed}
          onBet={(amount) => moves.bet(amount)}
          onPass={() => moves.pass()}
        />
      )}
      {mayDraw && (
        <Button variant="contained" color="warning" onClick={() => moves.discardAtRandom()} sx={{ alignSelf: 'flex-start' }}>
          {t('table.drawCard')}
        </Button>
      )}
      {viewer !== null && (hand.length > 0 || lost.length > 0) && (
        <Box data-testid="bombsAndBunnies-hand">
          <Typography variant="caption">{t('table.yourHand')}</Typography>
          <Stack direction="row" spacing={0.5} sx={{ pt: 0.5 }}>
            {hand.map((kind, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards of a kind are alike
              <CardFace key={index} kind={kind} width={44} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
            {placeable.map((kind) => (
              <Button key={kind} variant="contained" onClick={() => moves.place(kind)}>
                {t(kind === 'bomb' ? 'table.placeBomb' : 'table.placeBunny')}
              </Button>
            ))}
            {discardable.map((kind) => (
              <Button key={kind} variant="contained" color="warning" onClick={() => moves.discard(kind)}>
                {t(kind === 'bomb' ? 'table.loseBomb' : 'table.loseBunny')}
              </Button>
            ))}
          </Stack>
          {lost.length > 0 && (
            <Box sx={{ pt: 1 }}>
              <Typography variant="caption">{t('table.yourLost')}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ opacity: 0.6 }}>
                {lost.map((kind, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cards of a kind are alike
                  <CardFace key={index} kind={kind} width={28} />
                ))}
              </Stack>
            </Box>
          )}
        </Box>
      )}
      {G.lastOutcome !== null && <LastRound outcome={G.lastOutcome} about={about} />}
    </Stack>
  );
}

export default Board;
