import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { bombChance, successChance } from './odds';
import { biddersLeft, firstCardsPlaced, handOf, seatsStillIn, unflippedCount } from './table';
import type { CardKind } from './types';
import type { BombsAndBunniesView } from './view';

type Request = AiRequest<BombsAndBunniesView>;

/**
 * The normal level's style, tuned against random players (README, "Computer player"): how sure it
 * must be of meeting a bet to make or raise it, and how often its first card is the bomb. Against one
 * opponent it often ends up the challenger, so it nearly always keeps its stack clean; against two or
 * more it seldom holds the last bet, so its stack mostly serves as a trap for the challenger.
 */
const STYLE = { betWhen: 0.5, bombFirstFew: 0.05, bombFirstMany: 0.9, bombLater: 0.15, manySeats: 3 };

const moveOf = (move: string, ...args: unknown[]): AiMove => ({ move, args });

/** Its own stack holds its bomb: flipping it first would end any challenge it makes. */
const ownBombDown = ({ view, playerID }: Request) => (view.stacks[playerID] ?? []).includes('bomb');

const manySeats = ({ view }: Request) => seatsStillIn(view).length >= STYLE.manySeats;

/** Place a card: the bomb now and then (to stop challengers), else a bunny. */
function placeChoice(request: Request, kinds: CardKind[]): AiMove {
  const { view, random } = request;
  if (!kinds.includes('bunny')) return moveOf('place', 'bomb');
  if (!kinds.includes('bomb') || ownBombDown(request)) return moveOf('place', 'bunny');
  const first = manySeats(request) ? STYLE.bombFirstMany : STYLE.bombFirstFew;
  return moveOf('place', random() < (firstCardsPlaced(view) ? STYLE.bombLater : first) ? 'bomb' : 'bunny');
}

/** The highest of `amounts` it expects to meet at the level's confidence; null for none (or with its bomb down). */
function safeBet(request: Request, amounts: number[]): number | null {
  if (ownBombDown(request)) return null;
  const { view, playerID } = request;
  return amounts.findLast((amount) => successChance(view, playerID, amount) >= STYLE.betWhen) ?? null;
}

function placingChoice(request: Request, options: AiMove[]): AiMove {
  const { view, playerID } = request;
  const kinds = options.filter((o) => o.move === 'place').map((o) => o.args[0] as CardKind);
  const amounts = options.filter((o) => o.move === 'bet').map((o) => o.args[0] as number);
  if (amounts.length === 0) return placeChoice(request, kinds);
  // A clean stack: open with its own cards, the ones it flips first and knows are bunnies.
  const own = unflippedCount(view, playerID);
  if (!ownBombDown(request) && amounts.includes(own)) return moveOf('bet', own);
  // Its bomb on top: open low as a bluff while two or more seats will likely outbid it and have to
  // flip through the bomb; against one opponent it rather places another card.
  if (ownBombDown(request) && manySeats(request)) return moveOf('bet', amounts[0]!);
  if (kinds.length > 0) return placeChoice(request, kinds);
  return moveOf('bet', amounts[0]!);
}

/** Raise as high as it expects to meet (fewer seats can outbid it); with its bomb down, bluff while two others still bid. */
function bettingChoice(request: Request, options: AiMove[]): AiMove {
  const amounts = options.filter((o) => o.move === 'bet').map((o) => o.args[0] as number);
  const raise = safeBet(request, amounts);
  if (raise !== null) return moveOf('bet', raise);
  const othersBidding = biddersLeft(request.view).length - 1;
  if (ownBombDown(request) && othersBidding >= 2 && amounts.length > 1) return moveOf('bet', amounts[0]!);
  return moveOf('pass');
}

/** Flip the stack least likely to hide a bomb (its own first, as the rules say). */
function flipChoice({ view }: Request, options: AiMove[]): AiMove {
  return options.reduce((best, option) =>
    bombChance(view, option.args[0] as string) < bombChance(view, best.args[0] as string) ? option : best,
  );
}

/** After its own bomb: give up a bunny while two or more are left, else the bomb. */
function lossChoice({ view, playerID }: Request): AiMove {
  const hand = handOf(view, playerID);
  const bunnies = hand.filter((kind) => kind === 'bunny').length;
  return moveOf('discard', bunnies >= 2 || !hand.includes('bomb') ? 'bunny' : 'bomb');
}

function normalChoice(request: Request, options: AiMove[]): AiMove {
  const kinds = new Set(options.map((option) => option.move));
  if (kinds.has('discardAtRandom')) return options[0]!;
  if (kinds.has('discard')) return lossChoice(request);
  if (kinds.has('flip')) return flipChoice(request, options);
  if (kinds.has('pass')) return bettingChoice(request, options);
  return placingChoice(request, options);
}

export const aiConfig: AiConfig<BombsAndBunniesView> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'normal', labelKey: 'ai.normal' },
  ],
  defaultLevel: 'normal',
  chooseMove: (request) => {
    const { view, ctx, playerID, level, random } = request;
    const options = enumerateMoves(view, ctx, playerID);
    if (options.length === 0) throw new Error(`Bombs & Bunnies: seat ${playerID} has no move`);
    if (options.length === 1) return options[0]!;
    if (level === 'easy') return options[Math.floor(random() * options.length)]!;
    return normalChoice(request, options);
  },
};

export default aiConfig;
