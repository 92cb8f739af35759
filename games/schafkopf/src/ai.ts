import { searchPlayer } from '@tabula/game-kit';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { Ctx, PlayerID } from 'boardgame.io';
import { legalBids } from './bidding';
import { determinizeWith, type Sampling } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { bestSoloSuit, contractWorth, contraWorth, reWorth, suitToCall, toutWorth } from './handValue';
import { legalDeclarations } from './moves';
import type { BidCall, SchafkopfState } from './types';
import type { SchafkopfView } from './view';

/**
 * Information-set Monte Carlo tree search over this game's own rules: each iteration deals the
 * cards the seat cannot see at random (consistent with what it has seen) and plays the deal out.
 */
const searchWith = (sampling: Sampling, now?: () => number) =>
  searchPlayer<SchafkopfState, SchafkopfView>({
    game,
    levels: [
      { key: 'easy', labelKey: 'ai.easy', iterations: 60, timeMs: 250 },
      { key: 'medium', labelKey: 'ai.medium', iterations: 1500, timeMs: 600 },
      { key: 'hard', labelKey: 'ai.hard', iterations: 6000, timeMs: 2500 },
    ],
    defaultLevel: 'medium',
    determinize: determinizeWith(sampling),
    now,
  });

export const search = searchWith('informed');

/**
 * The bidding by the hand's worth (handValue.ts), not by search: "I'm playing" with a hand worth a
 * contract, then that contract while it outbids the highest named, else pass; the last seat still
 * bidding, which may not pass, names the lowest contract it may.
 */
export function biddingCall(view: SchafkopfView, seat: PlayerID): AiMove {
  const legal = legalBids(view, seat);
  const worth = contractWorth(view.deckName, view.hands[seat] ?? [], view.seats.length);
  let call: BidCall;
  if (view.bidding.round === 'ask') call = worth === null ? 'pass' : 'play';
  else call = worth !== null && legal.includes(worth) ? worth : 'pass';
  return { move: 'bid', args: [legal.includes(call) ? call : legal[0]] };
}

/** The taker's choices by the hand: the ace of its shortest suit, the Solo suit that makes most trumps, Tout only when no trick can be lost. */
export function declaration(view: SchafkopfView, seat: PlayerID): AiMove {
  const hand = view.hands[seat] ?? [];
  const kind = view.contract!.kind;
  const suit = kind === 'rufspiel' ? suitToCall(view.deckName, hand) : kind === 'solo' ? bestSoloSuit(view.deckName, hand) : null;
  const tout = toutWorth(view.deckName, hand, kind, suit);
  const legal = legalDeclarations(view, seat);
  const wanted = legal.find((option) => (option.suit ?? null) === suit && (option.tout ?? false) === tout);
  return { move: 'declare', args: [wanted ?? legal[0]] };
}

/** Contra and Re by the hand against the contract (each asked only when both answers are legal). */
function doubling(view: SchafkopfView, seat: PlayerID, phase: 'contra' | 're'): AiMove {
  const hand = view.hands[seat] ?? [];
  const contract = view.contract!;
  const say =
    phase === 'contra'
      ? contraWorth(view.deckName, hand, contract)
      : reWorth(view.deckName, hand, contract, seat === contract.taker);
  return { move: phase, args: [say] };
}

const byHand = (view: SchafkopfView, ctx: Ctx, seat: PlayerID): AiMove | null => {
  if (ctx.phase === 'bidding') return biddingCall(view, seat);
  if (ctx.phase === 'declare') return declaration(view, seat);
  if (ctx.phase === 'contra' || ctx.phase === 're') return doubling(view, seat, ctx.phase);
  return null;
};

/**
 * The computer player: bids, declares and doubles by its hand, searches its cards, and never ends the match
 * for the others (between deals it always asks for the next one).
 */
/**
 * `sampling` chooses how hidden hands are sampled; `now` (the bench's) replaces the clock the
 * search's time budgets are counted on.
 */
export function schafkopfAi(sampling: Sampling, now?: () => number): AiConfig<SchafkopfView> {
  const searcher = sampling === 'informed' && now === undefined ? search : searchWith(sampling, now);
  return {
    levels: searcher.levels,
    defaultLevel: searcher.defaultLevel,
    chooseMove: (request) => {
      const { view, ctx, playerID } = request;
      if (ctx.phase === 'roundEnd') return { move: 'nextRound', args: [] };
      const options = enumerateMoves(view, ctx, playerID);
      if (options.length === 1) return options[0]!;
      return byHand(view, ctx, playerID) ?? searcher.chooseMove(request);
    },
  };
}

export const aiConfig = schafkopfAi('informed');

export default aiConfig;
