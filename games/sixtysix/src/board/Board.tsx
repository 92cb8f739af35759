import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { handOrder } from '@tabula/cards';
import { CardTable, Hand, suitName, type TableSeat } from '@tabula/cards/ui';
import { seatView, totalsOf, type GameBoardProps } from '@tabula/game-kit';
import { nameOf as playerName, ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { DECK, trickRules } from '../cards';
import type { game } from '../game';
import { isLeading, isStrict, MATCH_TARGET, mustDraw, playableCards, SEATS } from '../rules';
import type { SixtySixView } from '../types';
import { Actions } from './Actions';
import { Announcement } from './Announcement';
import { RoundEndPanel } from './RoundEndPanel';
import { pointsOfSeat } from '../scoring';
import { StockInfo } from './StockInfo';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<SixtySixView, typeof game.moves>) {
  const { t, i18n } = useTranslation('sixtysix');
  const seat = seatView(ctx, playerID, gameArgs);
  const viewer = seat.viewer;
  const nameOf = (id: PlayerID) => playerName(gameArgs.players, id);
  const aboutSeat = (id: PlayerID) => seatTextOptions(gameArgs.players, id, i18n.language);
  const inPlay = ctx.phase === 'play' && G.outcome === null && ctx.gameover === undefined;
  const myTurn = viewer !== null && inPlay && seat.canAct(viewer);
  const totals = totalsOf(G.rounds, [...SEATS]);

  const seats: TableSeat[] = SEATS.map((id) => ({
    id,
    name: nameOf(id),
    ...(id === viewer ? {} : { cardCount: G.handCounts[id] ?? 0 }),
    dealer: id === G.dealer,
    note: [
      t('table.tricks', { count: G.trickCounts[id] ?? 0 }),
      t('table.gamePoints', { points: totals[id] ?? 0 }),
      ...G.marriages.filter((m) => m.seat === id).map((m) => `${suitName(t, m.suit)} ${m.points}`),
      ...(id === viewer && G.outcome === null ? [t('table.yourPoints', { points: pointsOfSeat(G, id) })] : []),
    ].join(' · '),
  }));

  const hand = viewer === null ? [] : (G.hands[viewer] ?? []);
  const sorted = G.trumpSuit === null ? hand : handOrder(DECK, hand, { rules: trickRules(G.trumpSuit, false) });
  const legal = myTurn ? playableCards(G, viewer) : undefined;
  const detail = !myTurn
    ? undefined
    : mustDraw(G, viewer)
      ? t('table.mustDraw')
      : G.pendingMarriage !== null
        ? t('table.leadMarriage')
        : isStrict(G) && !isLeading(G, viewer)
          ? t('table.strict')
          : undefined;

  const controls = (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      {/* The stock and the leader's choices share a row when they fit: a phone keeps its hand on the first screen. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
        <StockInfo view={G} aboutSeat={aboutSeat} />
        {myTurn && (
          <Actions
            table={G}
            seat={viewer}
            on={{
              draw: () => moves.draw(),
              close: () => moves.close(),
              exchangeTrumpNine: () => moves.exchangeTrumpNine(),
              declareMarriage: (suit) => moves.declareMarriage({ suit }),
              claimOut: () => moves.claimOut(),
            }}
          />
        )}
      </Box>
      <Announcement announcement={G.announcement} aboutSeat={aboutSeat} />
      {G.outcome !== null && (
        <RoundEndPanel
          view={G}
          aboutSeat={aboutSeat}
          seat={viewer !== null && seat.canAct(viewer) ? viewer : null}
          matchOver={ctx.gameover !== undefined || SEATS.some((id) => (totals[id] ?? 0) >= MATCH_TARGET)}
          onNextRound={() => moves.nextRound()}
          onQuit={() => moves.quit()}
        />
      )}
    </Box>
  );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%', maxWidth: 960, mx: 'auto' }}
    >
      <TurnIndicator
        ctx={ctx}
        playerID={viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      <Typography variant="body2">{t('table.round', { number: G.round, target: MATCH_TARGET })}</Typography>
      <CardTable
        deck={DECK}
        seats={seats}
        self={viewer}
        turn={inPlay ? ctx.currentPlayer : null}
        trick={G.outcome === null ? G.trick : null}
        lastTrick={G.lastTrick}
        lastTrickWinner={G.lastTrickWinner ?? undefined}
        trump={G.trumpSuit ?? undefined}
        controls={controls}
        hand={
          viewer !== null && G.outcome === null && hand.length > 0 ? (
            <Hand deck={DECK} cards={sorted} legal={legal} onPlay={(card) => moves.play({ card })} />
          ) : undefined
        }
      />
      <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="sixtysix" />
    </Box>
  );
}

export default Board;
