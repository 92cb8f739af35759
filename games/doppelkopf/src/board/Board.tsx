import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { handOrder } from '@tabula/cards';
import { CARDS_NAMESPACE, CardTable, Hand, type TableSeat } from '@tabula/cards/ui';
import { type GameBoardProps, seatView } from '@tabula/game-kit';
import { ScoreSheet, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementOf, legalAnnouncements } from '../announcements';
import { legalBids } from '../bidding';
import { DECK } from '../cards';
import type { game } from '../game';
import { legalCards, rulesOfRound } from '../play';
import { contractKey } from '../scoring';
import type { DoppelkopfView } from '../view';
import { AnnouncementPanel } from './AnnouncementPanel';
import { BiddingPanel } from './BiddingPanel';
import { RoundEndPanel } from './RoundEndPanel';
import { trumpOf } from './texts';

export type DoppelkopfBoardProps = GameBoardProps<DoppelkopfView, typeof game.moves>;

/** What the table shows beside a seat: its last call while bidding; in the play its side once known to the viewer, with its highest announcement. */
function noteOf(
  G: DoppelkopfView,
  phase: string,
  seat: PlayerID,
  t: (key: string, options?: Record<string, string>) => string,
): string | undefined {
  if (phase === 'bidding') {
    const call = [...G.bidding.calls].reverse().find((entry) => entry.seat === seat)?.call;
    return call && t(`bids.${call}`);
  }
  const side = G.teams[seat];
  if (side === undefined) return undefined;
  const own = [...G.announcements].reverse().find((made) => made.seat === seat);
  if (!own) return t(`sides.${side}`);
  const said = t('status.said', { call: t(`announcements.${announcementOf(side, own.level)}`) });
  // "Re!" for a Re said; "Re · No 90!" beyond it.
  return own.level === 1 ? said : `${t(`sides.${side}`)} · ${said}`;
}

export function Board({ G, ctx, moves, playerID, gameArgs }: DoppelkopfBoardProps) {
  const { t, i18n } = useTranslation(['doppelkopf', CARDS_NAMESPACE]);
  const { viewer, canAct, canActAside } = seatView(ctx, playerID, gameArgs);
  const rules = rulesOfRound(G);
  const phase = ctx.phase ?? '';
  const acting = viewer !== null && canAct(viewer) ? viewer : null;
  // In the play a seat not to act may still announce (aside): nothing else of it is interactive.
  const announcing = acting ?? (viewer !== null && canActAside(viewer) ? viewer : null);
  const nameOf = (seat: PlayerID) => gameArgs.players.find((p) => p.playerID === seat)?.name ?? seat;
  const aboutSeat = (seat: PlayerID) => seatTextOptions(gameArgs.players, seat, i18n.language);
  const contract = G.contract;
  const roundOver = G.revealed || ctx.gameover !== undefined;
  const ownSide = viewer !== null ? G.teams[viewer] : undefined;

  const seats: TableSeat[] = G.seats.map((seat) => ({
    id: seat,
    name: nameOf(seat),
    cardCount: seat === viewer ? undefined : G.handCounts[seat],
    dealer: seat === G.dealer,
    declarer: contract !== null && seat === contract.declarer,
    partner: ownSide !== undefined && seat !== viewer && G.teams[seat] === ownSide && contract?.declarer !== seat,
    note: noteOf(G, phase, seat, (key, options) => t(key, options)),
  }));

  let controls: ReactNode = null;
  if (phase === 'bidding') {
    controls = acting ? (
      <BiddingPanel
        round={G.bidding.round === 'name' ? 'name' : 'health'}
        calls={legalBids(G, acting)}
        onBid={(call) => moves.bid(call)}
      />
    ) : (
      <Typography variant="body2">{t('bidding.waiting', aboutSeat(G.toAct))}</Typography>
    );
  } else if (phase === 'play' && contract) {
    const notes = [
      ownSide ? t('status.youAre', { side: t(`sides.${ownSide}`) }) : null,
      contract.kind === 'marriage' && contract.decidedAt === 0 ? t('status.marriageOpen') : null,
      acting ? t('status.yourTurn') : null,
    ].filter((note): note is string => note !== null);
    controls = (
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <AnnouncementPanel
          levels={G.levels}
          calls={announcing ? legalAnnouncements(G, phase, announcing) : []}
          onAnnounce={(call) => moves.announce(call)}
        />
        {notes.length > 0 && (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {notes.join(' · ')}
          </Typography>
        )}
      </Stack>
    );
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

  const trump = trumpOf(contract);
  const ownHand = viewer !== null ? (G.hands[viewer] ?? []) : [];
  const lastTrick = G.tricks[G.tricks.length - 1] ?? null;
  const roundNumber = G.rounds.length + (G.revealed ? 0 : 1);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: { xs: 0.5, sm: 1 } }} data-testid="doppelkopf-board">
      <TurnIndicator
        ctx={ctx}
        playerID={playerID ?? null}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
      />
      <Typography variant="body2">
        {G.settings.rounds === null
          ? t('status.roundNumber', { number: roundNumber })
          : t('status.roundOf', { number: roundNumber, total: G.settings.rounds })}
      </Typography>
      <CardTable
        deck={DECK}
        seats={seats}
        self={viewer}
        turn={roundOver || phase === 'roundEnd' ? null : G.toAct}
        trick={phase === 'play' && !roundOver ? G.trick : null}
        lastTrick={lastTrick}
        lastTrickWinner={lastTrick?.winner}
        contract={contract ? t(contractKey(G)) : undefined}
        trump={'suit' in trump ? trump.suit : t(trump.key)}
        controls={controls}
        hand={
          ownHand.length > 0 && !roundOver ? (
            <Hand
              deck={DECK}
              cards={handOrder(DECK, ownHand, { rules })}
              legal={acting && phase === 'play' ? legalCards(G, phase, acting) : undefined}
              onPlay={(card) => moves.play({ card })}
              groupOf={(card) => rules.suitOf(card)}
            />
          ) : undefined
        }
      />
      {G.rounds.length > 0 && (
        <ScoreSheet rounds={G.rounds} players={gameArgs.players} playerID={viewer} gameNamespace="doppelkopf" />
      )}
    </Stack>
  );
}

export default Board;
