import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { handOrder, idOf, legalPlays, type CardId } from '@tabula/cards';
import { CardFace, CardTable, Hand } from '@tabula/cards/ui';
import { seatView, seatsThatMayAct, type GameBoardProps } from '@tabula/game-kit';
import { ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECK, rulesFor } from '../cards';
import { SEATS } from '../dealing';
import { dealOrdinal } from '../play';
import type { game } from '../game';
import type { AuctionCall, SkatState, SkatView } from '../types';
import { BiddingPanel } from './BiddingPanel';
import { DeclarePanel } from './DeclarePanel';
import { RoundEndPanel } from './RoundEndPanel';

type Props = GameBoardProps<SkatState, typeof game.moves>;

/** The seat's latest call in the auction, for its panel: the value, "Yes" or "Passed". */
function lastCallOf(calls: readonly AuctionCall[], seat: string): AuctionCall | undefined {
  return [...calls].reverse().find((call) => call.seat === seat);
}

export function Board({ G: state, ctx, moves, playerID, gameArgs }: Props) {
  const { t, i18n } = useTranslation('skat');
  const G = state as SkatView;
  const { viewer, canAct } = seatView(ctx, playerID, gameArgs);
  const [selected, setSelected] = useState<CardId[]>([]);
  const nameOf = (seat: string) => gameArgs.players.find((p) => p.playerID === seat)?.name ?? seat;
  const aboutSeat = (seat: string) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const acting = seatsThatMayAct(ctx);
  const me = viewer !== null && canAct(viewer) ? viewer : (acting.find(canAct) ?? null);
  const self = viewer ?? me;
  const rules = rulesFor(G.contract?.kind ?? 'grand');

  const note = (seat: string) => {
    if (G.stage !== 'bidding') return seat === G.declarer && G.bid !== null ? String(G.bid) : undefined;
    const call = lastCallOf(G.auction.calls, seat);
    if (!call) return undefined;
    return call.call === 'bid' ? String(call.value) : t(call.call === 'hold' ? 'board.held' : 'board.passed');
  };
  const seats = SEATS.map((seat) => ({
    id: seat,
    name: nameOf(seat),
    cardCount: seat === self ? undefined : (G.handCounts?.[seat] ?? 0),
    dealer: seat === G.dealer,
    declarer: seat === G.declarer,
    note: note(seat),
  }));

  const contract = G.contract
    ? [
        t('board.contractLine', { contract: t(`contracts.${G.contract.kind}`), bid: G.bid }),
        G.contract.hand ? t('board.handMark') : null,
        G.contract.announcement !== 'none' ? t(`announcements.${G.contract.announcement}`) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  const trump = !G.contract
    ? undefined
    : G.contract.kind === 'null'
      ? t('board.nullTrump')
      : G.contract.kind === 'grand'
        ? t('board.grandTrump')
        : G.contract.kind;

  const myHand = self !== null ? (G.hands[self] ?? []) : [];
  const ordered = handOrder(DECK, myHand, { rules });
  const playing = G.stage === 'playing' && me !== null && me === G.toAct;
  const discarding = G.stage === 'discarding' && me !== null && me === G.declarer;
  const toggle = (card: CardId) =>
    setSelected((now) => (now.includes(card) ? now.filter((c) => c !== card) : now.length < 2 ? [...now, card] : now));

  let controls: React.ReactNode = null;
  if (G.stage === 'bidding' && G.toAct !== null) {
    controls = (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {G.previousSkat && (
          <Box
            role="group"
            aria-label={t('board.previousSkat')}
            sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('board.thrownIn')}
            </Typography>
            <Typography variant="body2">{t('board.previousSkat')}</Typography>
            {G.previousSkat.map((face) => (
              <CardFace key={`${face.suit}${face.rank}`} deck={DECK} card={idOf(DECK, face.suit, face.rank)} width={30} />
            ))}
          </Box>
        )}
        <BiddingPanel
          key={G.auction.calls.length}
          auction={G.auction}
          aboutSeat={aboutSeat}
          canAct={me !== null && me === G.toAct}
          onBid={(value) => moves.bid(value)}
          onHold={() => moves.hold()}
          onPass={() => moves.pass()}
        />
      </Box>
    );
  } else if (G.stage === 'skat') {
    controls =
      me !== null && me === G.declarer ? (
        <>
          <Button variant="contained" onClick={() => moves.pickUpSkat()}>
            {t('board.pickUpSkat')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => moves.playHand()}>
            {t('board.handGame')}
          </Button>
        </>
      ) : (
        <Typography role="status">{t('board.skatChoice', { ...aboutSeat(G.declarer!), value: G.bid })}</Typography>
      );
  } else if (discarding) {
    controls = (
      <Button
        variant="contained"
        disabled={selected.length !== 2}
        onClick={() => {
          moves.discard({ cards: selected });
          setSelected([]);
        }}
      >
        {t('board.discard')}
      </Button>
    );
  } else if (G.stage === 'declaring' && me !== null && me === G.declarer) {
    controls = <DeclarePanel hand={!G.pickedUp} bid={G.bid!} onDeclare={(declaration) => moves.declare(declaration)} />;
  } else if (G.stage === 'roundEnd') {
    controls = (
      <RoundEndPanel
        G={G}
        nameOf={nameOf}
        aboutSeat={aboutSeat}
        canAct={me !== null && !G.confirmed.includes(me)}
        waitingFor={acting.filter((seat) => !G.confirmed.includes(seat))}
        onNextRound={() => moves.nextRound()}
        onQuit={() => moves.quit()}
      />
    );
  }

  const openDeclarer = G.declarer !== null && G.declarer !== self && G.stage === 'playing' ? G.hands[G.declarer] : undefined;
  const last = G.tricks.at(-1);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%', maxWidth: 960, mx: 'auto', p: 1 }}>
      <TurnIndicator ctx={ctx} playerID={viewer} mode={gameArgs.mode} players={gameArgs.players} aiSeats={gameArgs.aiSeats} />
      <Typography variant="body2">{t('board.deal', { number: dealOrdinal(G), total: G.settings.deals })}</Typography>
      <CardTable
        deck={DECK}
        seats={seats}
        self={self}
        turn={G.stage === 'roundEnd' ? null : acting}
        trick={G.stage === 'playing' ? G.trick : null}
        lastTrick={last?.trick ?? null}
        lastTrickWinner={last?.winner}
        contract={contract}
        trump={trump}
        controls={controls}
        hand={
          <>
            {openDeclarer && (
              <Hand deck={DECK} cards={handOrder(DECK, openDeclarer, { rules })} label={nameOf(G.declarer!)} cardWidth={40} />
            )}
            {myHand.length > 0 && (
              <Hand
                deck={DECK}
                cards={ordered}
                legal={playing ? legalPlays(myHand, G.trick, rules) : undefined}
                onPlay={playing ? (card) => moves.play({ card }) : undefined}
                select={discarding ? { count: 2, selected, onToggle: toggle } : undefined}
                groupOf={(card) => rules.suitOf(card)}
              />
            )}
          </>
        }
      />
      <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="skat" />
    </Box>
  );
}

export default Board;
