import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { DECKS, handOrder } from '@tabula/cards';
import { CARDS_NAMESPACE, CardTable, Hand, type TableSeat } from '@tabula/cards/ui';
import { type GameBoardProps, seatsThatMayAct, seatView } from '@tabula/game-kit';
import { ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { legalBids } from '../bidding';
import { contractRulesOf } from '../contracts';
import type { game } from '../game';
import { legalContra, legalDeclarations, legalRe } from '../moves';
import { legalCards } from '../play';
import type { SchafkopfView } from '../view';
import { BiddingPanel } from './BiddingPanel';
import { DeclarePanel } from './DeclarePanel';
import { DoublingPanel } from './DoublingPanel';
import { RoundEndPanel } from './RoundEndPanel';
import { contractLabelKey, trumpOf } from './texts';

export type SchafkopfBoardProps = GameBoardProps<SchafkopfView, typeof game.moves>;

/** What the table shows beside a seat: its last call while bidding, Contra or Re afterwards. */
function noteOf(G: SchafkopfView, phase: string, seat: PlayerID, t: (key: string) => string): string | undefined {
  if (phase === 'bidding') {
    const call = [...G.bidding.calls].reverse().find((entry) => entry.seat === seat)?.call;
    return call && t(`bids.${call}`);
  }
  if (G.re.includes(seat)) return t('doubling.re');
  if (G.contra.includes(seat)) return t('doubling.contra');
  return undefined;
}

export function Board({ G, ctx, moves, playerID, gameArgs }: SchafkopfBoardProps) {
  const { t, i18n } = useTranslation(['schafkopf', CARDS_NAMESPACE]);
  const { viewer, canAct } = seatView(ctx, playerID, gameArgs);
  const deck = DECKS[G.deckName];
  const rules = contractRulesOf(G.deckName, G.contract);
  const phase = ctx.phase ?? '';
  const acting = viewer !== null && canAct(viewer) ? viewer : null;
  const nameOf = (seat: PlayerID) => gameArgs.players.find((p) => p.playerID === seat)?.name ?? seat;
  const aboutSeat = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const contract = G.contract;

  const seats: TableSeat[] = G.seats.map((seat) => ({
    id: seat,
    name: nameOf(seat),
    cardCount: seat === viewer ? undefined : G.handCounts[seat],
    dealer: seat === G.dealer,
    declarer: seat === contract?.taker,
    partner: G.partner === seat && seat !== contract?.taker,
    note: noteOf(G, phase, seat, (key) => t(key)),
  }));

  let controls: ReactNode = null;
  if (phase === 'bidding') {
    controls = acting ? (
      <BiddingPanel
        round={G.bidding.round === 'name' ? 'name' : 'ask'}
        calls={legalBids(G, acting)}
        onBid={(call) => moves.bid(call)}
      />
    ) : (
      <Typography variant="body2">{t('bidding.waiting', aboutSeat(G.toAct))}</Typography>
    );
  } else if (phase === 'declare' && contract) {
    controls = acting ? (
      <DeclarePanel
        kind={contract.kind}
        options={legalDeclarations(G, acting)}
        onDeclare={(declaration) => moves.declare(declaration)}
      />
    ) : (
      <Typography variant="body2">{t('declare.waiting', aboutSeat(contract.taker))}</Typography>
    );
  } else if (phase === 'contra' || phase === 're') {
    const answers = acting ? (phase === 'contra' ? legalContra(G, acting) : legalRe(G, acting)) : [];
    controls =
      answers.length > 0 ? (
        <DoublingPanel
          question={phase}
          answers={answers}
          onAnswer={(say) => (phase === 'contra' ? moves.contra(say) : moves.re(say))}
        />
      ) : (
        <Typography variant="body2">{t('doubling.waiting')}</Typography>
      );
  } else if (phase === 'play') {
    const notes = [
      contract?.tout ? t('status.toutAnnounced') : null,
      viewer !== null && G.partner === viewer && viewer !== contract?.taker ? t('status.youArePartner') : null,
      acting ? t('status.yourTurn') : null,
    ].filter((note): note is string => note !== null);
    controls = notes.length > 0 ? <Typography variant="body2">{notes.join(' ')}</Typography> : null;
  }

  const trump = trumpOf(contract);
  const ownHand = viewer !== null ? (G.hands[viewer] ?? []) : [];
  const roundOver = G.revealed || ctx.gameover !== undefined;
  const lastTrick = G.tricks[G.tricks.length - 1] ?? null;
  // The deal being played among the match's deals; a deal thrown in is dealt again and not counted.
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

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="schafkopf-board">
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
      {phase === 'bidding' && G.thrownIn > 0 && <Typography variant="body2">{t('bidding.thrownIn')}</Typography>}
      <CardTable
        deck={deck}
        seats={seats}
        self={viewer}
        turn={phase === 'roundEnd' || roundOver ? null : seatsThatMayAct(ctx)}
        trick={phase === 'play' && !roundOver ? G.trick : null}
        lastTrick={lastTrick}
        lastTrickWinner={lastTrick?.winner}
        contract={contract ? t(contractLabelKey(contract)) : undefined}
        trump={trump === null ? undefined : 'suit' in trump ? trump.suit : t(trump.key)}
        controls={controls}
        hand={
          ownHand.length > 0 && !roundOver ? (
            <Hand
              deck={deck}
              cards={handOrder(deck, ownHand, { rules })}
              legal={acting && phase === 'play' ? legalCards(G, phase, acting) : undefined}
              onPlay={(card) => moves.play({ card })}
              groupOf={(card) => rules.suitOf(card)}
            />
          ) : undefined
        }
      />
      {G.rounds.length > 0 && (
        <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="schafkopf" />
      )}
    </Stack>
  );
}

export default Board;
