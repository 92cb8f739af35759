import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { handOrder } from '@tabula/cards';
import { CARDS_NAMESPACE, CardTable, Hand, type TableSeat } from '@tabula/cards/ui';
import { type GameBoardProps, seatsThatMayAct, seatView } from '@tabula/game-kit';
import { ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { legalAnnouncements } from '../announcements';
import { calledCardFor, legalBids } from '../bidding';
import { DECK, RULES } from '../cards';
import type { game } from '../game';
import { roman } from '../log';
import { legalCards } from '../play';
import type { ZwanzigerrufenView } from '../view';
import { AnnouncementList } from './AnnouncementList';
import { AnnouncePanel } from './AnnouncePanel';
import { BiddingPanel } from './BiddingPanel';
import { RoundEndPanel } from './RoundEndPanel';
import { announcementNoteOf, bidNoteOf } from './seatNotes';

export type ZwanzigerrufenBoardProps = GameBoardProps<ZwanzigerrufenView, typeof game.moves>;

export function Board({ G, ctx, moves, playerID, gameArgs }: ZwanzigerrufenBoardProps) {
  const { t, i18n } = useTranslation(['zwanzigerrufen', CARDS_NAMESPACE]);
  const { viewer, canAct } = seatView(ctx, playerID, gameArgs);
  const phase = ctx.phase ?? '';
  const acting = viewer !== null && canAct(viewer) ? viewer : null;
  const nameOf = (seat: PlayerID) => gameArgs.players.find((p) => p.playerID === seat)?.name ?? seat;
  const aboutSeat = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const contract = G.contract;
  const ownHand = viewer !== null ? (G.hands[viewer] ?? []) : [];

  const seats: TableSeat[] = G.seats.map((seat) => ({
    id: seat,
    name: nameOf(seat),
    cardCount: seat === viewer ? undefined : G.handCounts[seat],
    dealer: seat === G.dealer,
    declarer: seat === contract?.taker,
    partner: G.partner === seat && seat !== contract?.taker,
    note:
      phase === 'bidding'
        ? bidNoteOf(G, seat, (key, options) => t(key, options))
        : phase === 'announcing' || phase === 'play'
          ? announcementNoteOf(G, seat, (key, options) => t(key, options))
          : undefined,
  }));

  // The partner knows itself from the called tarock in its hand; nobody else is told.
  const partnerNote =
    viewer !== null && G.partner === viewer && viewer !== contract?.taker ? (
      <Typography variant="body2">{t('status.youArePartner')}</Typography>
    ) : null;
  let controls: ReactNode = null;
  if (phase === 'bidding') {
    const called = calledCardFor(ownHand);
    controls = acting ? (
      <BiddingPanel
        calls={legalBids(G, acting)}
        calledTarock={called === null ? null : roman(DECK.cards[called]!.rank)}
        onBid={(call) => moves.bid(call)}
      />
    ) : (
      <Typography variant="body2">{t('bidding.waiting', aboutSeat(G.toAct))}</Typography>
    );
  } else if (phase === 'announcing') {
    controls = (
      <>
        {partnerNote}
        {acting ? (
          <AnnouncePanel
            calls={legalAnnouncements(G, acting)}
            announcements={G.announcements}
            onAnnounce={(call) => moves.announce(call)}
          />
        ) : (
          <Typography variant="body2">{t('announce.waiting', aboutSeat(G.toAct))}</Typography>
        )}
      </>
    );
  } else if (phase === 'play') {
    controls = (
      <>
        {partnerNote}
        {acting && <Typography variant="body2">{t('status.yourTurn')}</Typography>}
      </>
    );
  }

  const roundOver = G.revealed || ctx.gameover !== undefined;
  const lastTrick = G.tricks[G.tricks.length - 1] ?? null;
  const dealNumber = G.rounds.length + (G.revealed ? 0 : 1);
  if (roundOver) {
    controls = (
      <RoundEndPanel
        G={G}
        players={gameArgs.players}
        canAnswer={acting !== null && phase === 'roundEnd' && !G.confirmed.includes(acting)}
        onNextRound={() => moves.nextRound()}
        onQuit={() => moves.quit()}
      />
    );
  }
  const contractLabel = contract
    ? [t(`contracts.${contract.kind}`), contract.calledRank ? t('status.called', { tarock: roman(contract.calledRank) }) : null]
        .filter(Boolean)
        .join(' · ')
    : undefined;

  return (
    <Stack
      spacing={1}
      sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }}
      data-testid="zwanzigerrufen-board"
    >
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
      />
      <Typography variant="body2">
        {G.settings.deals === null
          ? t('status.dealNumber', { number: dealNumber })
          : t('status.dealOf', { number: dealNumber, total: G.settings.deals })}
      </Typography>
      <CardTable
        deck={DECK}
        seats={seats}
        self={viewer}
        turn={phase === 'roundEnd' || roundOver ? null : seatsThatMayAct(ctx)}
        trick={phase === 'play' && !roundOver ? G.trick : null}
        lastTrick={lastTrick}
        lastTrickWinner={lastTrick?.winner}
        contract={contractLabel}
        controls={controls}
        hand={
          ownHand.length > 0 && !roundOver ? (
            <Hand
              deck={DECK}
              cards={handOrder(DECK, ownHand, { rules: RULES })}
              legal={acting && phase === 'play' ? legalCards(G, phase, acting) : undefined}
              onPlay={(card) => moves.play({ card })}
              groupOf={(card) => RULES.suitOf(card)}
            />
          ) : undefined
        }
      />
      <AnnouncementList announcements={G.announcements} players={gameArgs.players} contract={contract?.kind ?? null} />
      {G.rounds.length > 0 && (
        <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="zwanzigerrufen" />
      )}
    </Stack>
  );
}

export default Board;
