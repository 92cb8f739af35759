import type { Ctx, PlayerID } from 'boardgame.io';
import { newPicks, resignedSeats, seatsInPlay, startPicks } from '@tabula/game-kit';
import { ROUNDS } from './cards';
import { logChipsScored, logCupcakesScored, logReady, logRevealed, logRoundOver, logTook, logUsedFork } from './log';
import { chipsOf, chipsPoints, cupcakePoints, forksOf, takeCard } from './scoring';
import type { PickedCards, PicnicGoState, RevealedPick } from './types';
import { kindOf } from './cards';

/** What the reveal and the round's end need of a move's (or hook's) context. */
export interface FlowContext {
  G: PicnicGoState;
  ctx: Ctx;
  events: {
    setActivePlayers: (arg: { value: Record<PlayerID, string> }) => void;
    endPhase: () => void;
    endStage?: () => void;
  };
}

/** The seat a seat passes its hand to (the next in seat order; the board labels it "(next)"). */
export function nextSeat(seats: readonly PlayerID[], seat: PlayerID): PlayerID {
  return seats[(seats.indexOf(seat) + 1) % seats.length]!;
}

/** A seat that conceded plays its hand out from its first card, so that the hands keep going round. */
const pickOfOutSeat = (G: PicnicGoState, seat: PlayerID): PickedCards => ({ cards: (G.hands[seat] ?? []).slice(0, 1) });

/** Scores one seat's pick: its cards leave its hand for its tableau; a fork used goes back into the hand. */
function revealOne(G: PicnicGoState, seat: PlayerID, pick: PickedCards): RevealedPick {
  const tableau = G.tableaus[seat]!;
  const hand = G.hands[seat]!;
  G.hands[seat] = hand.filter((card) => !pick.cards.includes(card));
  const usedFork = pick.cards.length === 2;
  if (usedFork) {
    const fork = forksOf(tableau)[0]!;
    tableau.playedCards = tableau.playedCards.filter((card) => card !== fork);
    G.hands[seat]!.push(fork);
    G.hands[seat]!.sort((a, b) => a - b);
    logUsedFork(G, seat);
  }
  // With a fork, a mayo taken beside a sandwich goes under it (the mayo first).
  const ordered = [...pick.cards].sort((a, b) => Number(kindOf(b) === 'mayo') - Number(kindOf(a) === 'mayo'));
  let points = 0;
  for (const card of ordered) {
    const tripledBefore = tableau.tripledSandwiches;
    const scored = takeCard(tableau, card);
    points += scored;
    if (kindOf(card) === 'cupcake') G.cupcakeCounts[seat] = (G.cupcakeCounts[seat] ?? 0) + 1;
    logTook(G, seat, card, scored, tableau.tripledSandwiches > tripledBefore);
  }
  return { seat, cards: [...pick.cards], usedFork, points };
}

/**
 * The reveal, once every seat in play has picked: each pick is scored, then every hand goes to the
 * next seat. The next round of picks opens, or (the hands empty) the round ends.
 */
export function revealPicks(context: FlowContext, picks: Record<PlayerID, PickedCards>): void {
  const { G } = context;
  logRevealed(G);
  G.lastReveal = G.seats.map((seat) => revealOne(G, seat, picks[seat] ?? pickOfOutSeat(G, seat)));
  // The picks are public now (in lastReveal); the round of picks stays closed until the next opens.
  G.picks = { round: G.picks.round, picks: {} };
  const passed = Object.fromEntries(G.seats.map((seat) => [nextSeat(G.seats, seat), G.hands[seat]!]));
  G.hands = passed;
  if (G.seats.every((seat) => G.hands[seat]!.length === 0)) {
    finishRound(context);
    return;
  }
  G.picks = newPicks(seatsInPlay(G, context.ctx), G.picks);
  startPicks(context.events, G.picks);
}

/** The round's end: the chips are scored (and after round 3 the cupcakes); every seat is asked to be ready. */
export function finishRound({ G, ctx, events }: FlowContext): void {
  const chips = Object.fromEntries(G.seats.map((seat) => [seat, chipsOf(G.tableaus[seat]!)]));
  const fromChips = chipsPoints(chips);
  for (const seat of G.seats) if (fromChips[seat]! > 0) logChipsScored(G, seat, chips[seat]!, fromChips[seat]!);
  G.rounds.push({
    round: G.roundNumber,
    points: Object.fromEntries(G.seats.map((seat) => [seat, G.tableaus[seat]!.points + fromChips[seat]!])),
  });
  if (G.roundNumber >= ROUNDS) {
    // Seats that conceded neither win nor lose the cupcakes of those still playing.
    const playing = seatsInPlay(G, ctx);
    const fromCupcakes = cupcakePoints(Object.fromEntries(playing.map((seat) => [seat, G.cupcakeCounts[seat] ?? 0])));
    for (const seat of playing)
      if (fromCupcakes[seat] !== 0) logCupcakesScored(G, seat, G.cupcakeCounts[seat] ?? 0, fromCupcakes[seat]!);
    G.rounds.push({ round: G.roundNumber, contract: 'score.cupcakes', points: fromCupcakes });
  }
  G.roundOver = true;
  G.confirmed = [];
  logRoundOver(G);
  events.endPhase();
}

/** "Ready" (or "End game" after round 3) from a seat; the next round is dealt, or the match ends, once every seat in play is ready. */
export function confirmReady(context: FlowContext, seat: PlayerID): void {
  const { G } = context;
  G.confirmed.push(seat);
  logReady(G, seat);
  // The last seat to be ready stays in its stage: afterMove ends the round.
  if (!seatsInPlay(G, context.ctx).every((other) => G.confirmed.includes(other))) context.events.endStage?.();
}

/** When every seat in play is ready: the match ends after round 3, otherwise the next round is dealt. */
function everyoneReady({ G, ctx, events }: FlowContext): boolean {
  if (!seatsInPlay(G, ctx).every((seat) => G.confirmed.includes(seat))) return false;
  if (G.roundNumber >= ROUNDS) G.finished = true;
  else events.endPhase();
  return true;
}

/**
 * After any move (a concession included): at a round's end, the next round (or the match's end)
 * once every seat in play is ready; while picking, a seat that conceded leaves the open round of
 * picks (it plays out its hand from the first card at each reveal).
 */
export function afterMove(context: FlowContext): void {
  const { G, ctx, events } = context;
  if (G.finished) return;
  if (ctx.phase === 'roundEnd') {
    everyoneReady(context);
    return;
  }
  const out = resignedSeats(G);
  if (out.length === 0 || ctx.phase !== 'play') return;
  const leaving = Object.keys(G.picks.picks).filter((seat) => out.includes(seat));
  if (leaving.length === 0) return;
  for (const seat of leaving) delete G.picks.picks[seat];
  const picks = Object.values(G.picks.picks);
  if (picks.length > 0 && picks.every((pick) => pick !== null))
    revealPicks(context, G.picks.picks as Record<PlayerID, PickedCards>);
  else startPicks(events, G.picks);
}
