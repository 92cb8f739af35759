import type { Ctx, PlayerID } from 'boardgame.io';
import { newPicks, resignedSeats, seatsInPlay, startPicks, totalsOf } from '@tabula/game-kit';
import { bullheadsIn } from './cards';
import { logAllPicked, logDealScored, logPlacement } from './log';
import { cheapestRow, forcedRow, layCard } from './rows';
import { TARGET_TOTAL } from './settings';
import type { PickedCard, RevealedPick, TakeSixState } from './types';

/** The stage of the one seat choosing a row for a card lower than every row end. */
export const CHOOSE_ROW_STAGE = 'chooseRow';

/** What placing the revealed cards needs of a move's (or hook's) context. */
export interface FlowContext {
  G: TakeSixState;
  ctx: Ctx;
  events: {
    setActivePlayers: (arg: { value: Record<PlayerID, string> }) => void;
    endPhase: () => void;
  };
}

/** The revealed card placed next (the lowest not yet placed), or null when every one is placed. */
export function nextToPlace(G: Pick<TakeSixState, 'reveal'>): RevealedPick | null {
  if (G.reveal === null) return null;
  return G.reveal.pickedCards[G.reveal.placements.length] ?? null;
}

/** Lays a revealed card in `row`, gives its owner what it takes, and logs it. */
export function place(G: TakeSixState, pick: RevealedPick, row: number, chosen: boolean): void {
  const takenCards = layCard(G.rowCards, row, pick.card);
  G.takenCards[pick.seat]!.push(...takenCards);
  const placement = { seat: pick.seat, card: pick.card, row, takenCards, chosen };
  G.reveal!.placements.push(placement);
  logPlacement(G, placement);
}

/** The reveal, once every seat has picked: the cards leave the hands and are placed lowest first. */
export function revealPicks(context: FlowContext, picks: Record<PlayerID, PickedCard>): void {
  const { G } = context;
  const pickedCards = Object.entries(picks)
    .map(([seat, { card }]) => ({ seat, card }))
    .sort((a, b) => a.card - b.card);
  for (const { seat, card } of pickedCards) G.hands[seat] = G.hands[seat]!.filter((held) => held !== card);
  // The picks are public now (in the reveal); the round stays closed until the next one opens.
  G.picks = { round: G.picks.round, picks: {} };
  G.reveal = { pickedCards, startRowCards: G.rowCards.map((row) => [...row]), placements: [] };
  logAllPicked(G);
  placeUntilChoice(context);
}

/**
 * Places the revealed cards in order until one is lower than every row end: its owner then chooses
 * a row (alone; the computer's rule, the row with the fewest bullheads, for a seat that conceded).
 * When every card is placed, the next round of picks opens, or the deal ends.
 */
export function placeUntilChoice(context: FlowContext): void {
  const { G, events } = context;
  for (let next = nextToPlace(G); next !== null; next = nextToPlace(G)) {
    const forced = forcedRow(G.rowCards, next.card);
    if (forced !== null) {
      place(G, next, forced, false);
    } else if (resignedSeats(G).includes(next.seat)) {
      place(G, next, cheapestRow(G.rowCards), true);
    } else {
      G.choosingRow = next.seat;
      events.setActivePlayers({ value: { [next.seat]: CHOOSE_ROW_STAGE } });
      return;
    }
  }
  G.choosingRow = null;
  finishRound(context);
}

function finishRound(context: FlowContext): void {
  const { G, ctx, events } = context;
  const playing = seatsInPlay(G, ctx);
  if (playing.every((seat) => G.hands[seat]!.length === 0)) {
    finishDeal(context);
    return;
  }
  G.picks = newPicks(playing, G.picks);
  startPicks(events, G.picks);
}

/** The deal's score row; the match ends after one deal, or once a seat in play totals 66 or more. */
function finishDeal({ G, ctx, events }: FlowContext): void {
  G.rounds.push({
    round: G.dealNumber,
    points: Object.fromEntries(G.seats.map((seat) => [seat, bullheadsIn(G.takenCards[seat]!)])),
  });
  logDealScored(G);
  const totals = totalsOf(G.rounds, G.seats);
  if (G.settings.length === 'oneDeal' || seatsInPlay(G, ctx).some((seat) => totals[seat]! >= TARGET_TOTAL)) {
    G.finished = true;
    return;
  }
  events.endPhase();
}

/**
 * After any move (a concession included): a seat that conceded leaves the open round of picks (the
 * others' picks are revealed once they have all picked), its card lower than every row end goes to
 * the row with the fewest bullheads, and it is not waited for at the deal's end.
 */
export function leaveOutResignedSeats(context: FlowContext): void {
  const { G, ctx, events } = context;
  const out = resignedSeats(G);
  if (out.length === 0 || G.finished) return;
  if (ctx.phase === 'dealEnd') {
    if (seatsInPlay(G, ctx).every((seat) => G.confirmed.includes(seat))) events.endPhase();
    return;
  }
  if (ctx.phase !== 'play') return;
  if (G.choosingRow !== null) {
    if (!out.includes(G.choosingRow)) return;
    place(G, nextToPlace(G)!, cheapestRow(G.rowCards), true);
    placeUntilChoice(context);
    return;
  }
  const leaving = Object.keys(G.picks.picks).filter((seat) => out.includes(seat));
  if (leaving.length === 0) return;
  for (const seat of leaving) delete G.picks.picks[seat];
  const picks = Object.values(G.picks.picks);
  if (picks.length > 0 && picks.every((pick) => pick !== null))
    revealPicks(context, G.picks.picks as Record<PlayerID, PickedCard>);
  else startPicks(events, G.picks);
}
