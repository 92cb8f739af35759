import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { CARDS_NAMESPACE, CardTable, Hand, type HandSelection, type TableSeat, useCardName } from '@tabula/cards/ui';
import type { CardId } from '@tabula/cards';
import { type GameBoardProps, type LogLine, seatsThatMayAct, seatView } from '@tabula/game-kit';
import { ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { legalBids } from '../bidding';
import { DECK, KITTY_SIZE } from '../cards';
import type { game } from '../game';
import { cardsOfValues } from '../log';
import { legalCalls, legalDiscards, legalSlams } from '../moves';
import { legalCards } from '../play';
import { legalPoignees, POIGNEE_SIZES } from '../poignee';
import type { TarotView } from '../view';
import { CardRow } from './CardRow';
import { groupOf, displayOrder } from './order';
import { BiddingPanel, CallPanel, SlamPanel } from './Panels';
import { usePoigneeChoice } from './PoigneeChoice';
import { RoundEndPanel } from './RoundEndPanel';

/** The log line just before the current deal's start: why it was dealt again, if it was. */
function lineBeforeDeal(G: TarotView): LogLine | undefined {
  const started = G.log.findLastIndex((line) => line.key === 'dealStarted' || line.key === 'dealOfStarted');
  return started > 0 ? G.log[started - 1] : undefined;
}

/** The hand laid down for a Petit sec that voided the deal before this one (public: the holder had to show it). */
function petitSecShown(G: TarotView): { seat: PlayerID; cards: CardId[] } | null {
  const line = lineBeforeDeal(G);
  return line?.key === 'petitSec' && line.seat !== undefined ? { seat: line.seat, cards: cardsOfValues(line.values) } : null;
}

/** More cards than this (three players' 24, a taker's hand with the chien) go in two rows, for a phone. */
const LONG_HAND = 18;

export type TarotBoardProps = GameBoardProps<TarotView, typeof game.moves>;

/** What the table shows beside a seat: its bid while bidding, its poignée afterwards. */
function noteOf(G: TarotView, phase: string, seat: PlayerID, t: (key: string) => string): string | undefined {
  if (phase === 'bidding') {
    const call = G.bids.find((entry) => entry.seat === seat)?.call;
    return call && t(`bids.${call}`);
  }
  const poignee = G.poignees.find((p) => p.seat === seat);
  return poignee && t(`poignee.${poignee.level}`);
}

export function Board({ G, ctx, moves, playerID, gameArgs }: TarotBoardProps) {
  const { t, i18n } = useTranslation(['frenchtarot', CARDS_NAMESPACE]);
  const nameOfCard = useCardName();
  const { viewer, canAct } = seatView(ctx, playerID, gameArgs);
  const phase = ctx.phase ?? '';
  const acting = viewer !== null && canAct(viewer) ? viewer : null;
  const nameOf = (seat: PlayerID) => gameArgs.players.find((p) => p.playerID === seat)?.name ?? seat;
  const aboutSeat = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const contract = G.contract;
  const roundOver = G.revealed || ctx.gameover !== undefined;
  const beforeFirstCard = G.tricks.length === 0 && G.trick.cards.length === 0;

  const seats: TableSeat[] = G.seats.map((seat) => ({
    id: seat,
    name: nameOf(seat),
    cardCount: seat === viewer ? undefined : G.handCounts[seat],
    dealer: seat === G.dealer,
    declarer: seat === contract?.taker,
    partner: G.partner === seat && seat !== contract?.taker,
    note: noteOf(G, phase, seat, (key) => t(key)),
  }));

  const ownHand = viewer !== null ? (G.hands[viewer] ?? []) : [];
  const poigneeChoice = usePoigneeChoice(
    ownHand,
    acting ? legalPoignees(G, phase, acting) : [],
    POIGNEE_SIZES[G.seats.length]!,
    (choice) => moves.poignee(choice),
  );

  const waiting = (key: string, seat: PlayerID) => <Typography variant="body2">{t(key, aboutSeat(seat))}</Typography>;
  let controls: ReactNode = null;
  let handAction: { legal: readonly number[]; onPlay: (card: number) => void; select?: HandSelection } | undefined;
  if (phase === 'bidding') {
    const petitSec = petitSecShown(G);
    controls = (
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {lineBeforeDeal(G)?.key === 'allPassed' && <Typography variant="body2">{t('bidding.allPassed')}</Typography>}
        {petitSec && (
          <CardRow testId="petit-sec" label={t('bidding.petitSec', aboutSeat(petitSec.seat))} cards={petitSec.cards} width={30} />
        )}
        {acting ? (
          <BiddingPanel calls={legalBids(G, acting)} onBid={(call) => moves.bid(call)} />
        ) : (
          waiting('bidding.waiting', G.toAct)
        )}
      </Stack>
    );
  } else if (phase === 'call' && contract) {
    controls = acting ? (
      <CallPanel cards={legalCalls(G, phase, acting)} onCall={(card) => moves.callCard({ card })} />
    ) : (
      waiting('call.waiting', contract.taker)
    );
  } else if (phase === 'discard' && contract) {
    const left = KITTY_SIZE[G.seats.length]! - G.discardCount;
    controls = (
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {acting ? (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            {t('kitty.discardPrompt', { count: left })}
          </Typography>
        ) : (
          waiting('kitty.waiting', contract.taker)
        )}
        {G.discards.length > 0 && <CardRow testId="own-discards" label={t('kitty.yourDiscards')} cards={G.discards} />}
      </Stack>
    );
    if (acting) handAction = { legal: legalDiscards(G, phase, acting), onPlay: (card) => moves.discard({ card }) };
  } else if (phase === 'slam' && contract) {
    controls =
      acting && legalSlams(G, phase, acting).length > 0 ? (
        <SlamPanel onAnswer={(say) => moves.slam(say)} />
      ) : (
        waiting('slam.waiting', contract.taker)
      );
  } else if (phase === 'play') {
    const partnerKnown = G.partner !== null && G.partner !== viewer && G.partner !== contract?.taker && G.partnerRevealed;
    const notes = [
      contract && !G.kittyShown && beforeFirstCard ? t('kitty.unseen') : null,
      viewer !== null && G.partner === viewer && viewer !== contract?.taker ? t('status.youArePartner') : null,
      partnerKnown ? t('status.partnerIs', { playerName: nameOf(G.partner!) }) : null,
      acting ? t('status.yourTurn') : null,
    ].filter((note): note is string => note !== null);
    controls = (
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {poigneeChoice.panel}
        {notes.length > 0 && <Typography variant="body2">{notes.join(' ')}</Typography>}
      </Stack>
    );
    if (acting) handAction = { legal: legalCards(G, phase, acting), onPlay: (card) => moves.play({ card }) };
    if (poigneeChoice.hand) handAction = { legal: poigneeChoice.hand.legal, onPlay: () => {}, select: poigneeChoice.hand.select };
  }
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

  // The called card and the slam, beside the deal number: the table's header holds the contract.
  const announced = contract
    ? [
        contract.calledCard !== null ? `${t('call.calledCard')}: ${nameOfCard(DECK, contract.calledCard)}` : null,
        contract.slam ? t('slam.announced') : null,
      ].filter((text): text is string => text !== null)
    : [];
  const lastTrick = G.tricks[G.tricks.length - 1] ?? null;
  const dealNumber = G.rounds.length + (G.revealed ? 0 : 1);
  const showKitty = !roundOver && G.kitty.length > 0 && beforeFirstCard;

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="frenchtarot-board">
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
      />
      <Typography variant="body2">
        {[
          G.settings.deals === null
            ? t('status.dealNumber', { number: dealNumber })
            : t('status.dealOf', { number: dealNumber, total: G.settings.deals }),
          ...announced,
        ].join(' · ')}
      </Typography>
      {contract && !roundOver && (
        <Typography variant="body2" data-testid="points-needed">
          {t('status.required')}
        </Typography>
      )}
      {showKitty && <CardRow testId="kitty" label={t('kitty.title')} cards={G.kitty} />}
      {G.trumpDiscards.length > 0 && !roundOver && (
        <CardRow testId="trump-discards" label={t('kitty.trumpDiscards')} cards={G.trumpDiscards} />
      )}
      {G.shownPoignee && !roundOver && (
        <CardRow
          testId="shown-poignee"
          label={t('poignee.shown', { ...aboutSeat(G.shownPoignee.seat), level: t(`poignee.${G.shownPoignee.level}`) })}
          cards={G.shownPoignee.cards}
        />
      )}
      <CardTable
        deck={DECK}
        seats={seats}
        self={viewer}
        turn={phase === 'roundEnd' || roundOver ? null : seatsThatMayAct(ctx)}
        trick={phase === 'play' && !roundOver ? G.trick : null}
        lastTrick={lastTrick}
        lastTrickWinner={lastTrick?.winner}
        contract={contract ? t(`contracts.${contract.kind}`) : undefined}
        controls={controls}
        hand={
          ownHand.length > 0 && !roundOver ? (
            <Hand
              deck={DECK}
              cards={displayOrder(ownHand)}
              legal={handAction?.legal}
              onPlay={handAction?.onPlay}
              select={handAction?.select}
              groupOf={groupOf}
              rows={ownHand.length > LONG_HAND ? 2 : 1}
            />
          ) : undefined
        }
      />
      {G.rounds.length > 0 && (
        <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="frenchtarot" />
      )}
    </Stack>
  );
}

export default Board;
