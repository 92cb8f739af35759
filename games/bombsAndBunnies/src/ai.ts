import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { bombChance, successChance } from './odds';
import { firstCardsPlaced, handOf, unflippedCount } from './table';
import type { CardKind } from './types';
import type { BombsAndBunniesView } from './view';

type Request = AiRequest<BombsAndBunniesView>;

/** How sure a level must be of meeting a bet before it makes or raises it, and how often it bluffs. */
const STYLE = { betWhen: 0.55, bluff: 0.12, bombFirst: 0.3, bombLater: 0.2 };

const moveOf = (move: string, ...args: unknown[]): AiMove => ({ move, args });

/** Its own stack holds its bomb: flipping it first would end any challenge it makes. */
const ownBombDown = ({ view, playerID }: Request) => (view.stacks[playerID] ?? []).includes('bomb');

/** Place a card: the bomb now and then (to bluff and to stop challengers), else a bunny. */
function placeChoice(request: Request, kinds: CardKind[]): AiMove {
  const { view, random } = request;
  const chance = firstCardsPlaced(view) ? STYLE.bombLater : STYLE.bombFirst;
  const kind = kinds.includes('bomb') && (kinds.length === 1 || random() < chance) ? 'bomb' : 'bunny';
  return moveOf('place', kind);
}

/** The highest bet it expects to meet at the level's confidence, among `amounts`; null for none. */
function confidentBet(request: Request, amounts: number[]): number | null {
  if (ownBombDown(request)) return null;
  const { view, playerID } = request;
  const sure = amounts.filter((amount) => successChance(view, playerID, amount) >= STYLE.betWhen);
  return sure.length > 0 ? sure[0]! : null;
}

function placingChoice(request: Request, options: AiMove[]): AiMove {
  const { view, playerID, random } = request;
  const kinds = options.filter((o) => o.move === 'place').map((o) => o.args[0] as CardKind);
  const amounts = options.filter((o) => o.move === 'bet').map((o) => o.args[0] as number);
  if (amounts.length === 0) return placeChoice(request, kinds);
  // Open with the cards of its own stack when they are all bunnies and the table looks safe enough.
  const own = unflippedCount(view, playerID);
  const opening = confidentBet(
    request,
    amounts.filter((amount) => amount >= Math.max(1, own)),
  );
  const handLeft = handOf(view, playerID).length;
  if (opening !== null && (handLeft <= 1 || random() < 0.6)) return moveOf('bet', opening);
  if (kinds.length > 0) return placeChoice(request, kinds);
  // No card left: the lowest bet (a bluff when its bomb is down).
  return moveOf('bet', amounts[0]!);
}

function bettingChoice(request: Request, options: AiMove[]): AiMove {
  const amounts = options.filter((o) => o.move === 'bet').map((o) => o.args[0] as number);
  const raise = confidentBet(request, amounts);
  if (raise !== null) return moveOf('bet', raise);
  // A bluff raise by one: others may pass and leave it a bet it can still meet.
  if (amounts.length > 0 && request.random() < STYLE.bluff && successChance(request.view, request.playerID, amounts[0]!) > 0.3)
    return moveOf('bet', amounts[0]!);
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
