import type { PlayerID } from 'boardgame.io';
import { roundScore, type CardId } from '@tabula/cards';
import type { RoundScore } from '@tabula/game-kit';
import { EXCUSE, PETIT, isOudler, pointsOfCards } from './cards';
import { POIGNEE_POINTS } from './poignee';
import { sideTookEveryTrick, takerSide } from './play';
import type { CompletedTrick, ContractKind, DealResult, TarotState } from './types';

/** Card points the taker's side needs, by the oudlers it holds at the end: 0, 1, 2 or 3. */
export const REQUIRED_POINTS = [56, 51, 41, 36] as const;
export const MULTIPLIER: Record<ContractKind, number> = { petite: 1, garde: 2, gardeSans: 4, gardeContre: 6 };

/** The cards the taker's side counts, and the half points the Excuse's exchange moves (+ to the takers). */
export function takerPile(G: Pick<TarotState, 'tricks' | 'contract' | 'partner' | 'discards' | 'kitty'>): {
  cards: CardId[];
  exchange: number;
} {
  const takers = takerSide(G);
  const last = G.tricks.length - 1;
  const cards: CardId[] = [];
  let exchange = 0;
  G.tricks.forEach((trick, index) => {
    const takersWon = takers.includes(trick.winner);
    for (const { seat, card } of trick.cards) {
      // Played before the last trick, the Excuse stays with its side, which gives a half-point card for it.
      if (card === EXCUSE && index !== last) {
        const ownersAreTakers = takers.includes(seat);
        if (ownersAreTakers) cards.push(card);
        if (ownersAreTakers !== takersWon) exchange += ownersAreTakers ? -0.5 : 0.5;
      } else if (takersWon) cards.push(card);
    }
  });
  const kind = G.contract!.kind;
  if (kind === 'petite' || kind === 'garde') cards.push(...G.discards);
  if (kind === 'gardeSans') cards.push(...G.kitty);
  return { cards, exchange };
}

/** Rounded away from zero: 0.5 is 1 and -0.5 is -1. */
const awayFromZero = (value: number) => Math.sign(value) * Math.ceil(Math.abs(value));

/** The trick that counts for the Petit au bout: the last, or the one before when an Excuse led the last (a slam). */
function petitTrick(tricks: readonly CompletedTrick[]): CompletedTrick | undefined {
  const last = tricks[tricks.length - 1];
  if (last && last.cards[0]?.card === EXCUSE && last.winner === last.cards[0].seat) return tricks[tricks.length - 2];
  return last;
}

/** The outcome of a finished deal. */
export function dealResult(G: TarotState): DealResult {
  const contract = G.contract!;
  const takers = takerSide(G);
  const defenders = G.seats.filter((seat) => !takers.includes(seat));
  const { cards, exchange } = takerPile(G);
  const points = pointsOfCards(cards) + exchange;
  const oudlers = cards.filter(isOudler).length;
  const required = REQUIRED_POINTS[oudlers]!;
  const won = points >= required;
  const difference = awayFromZero(points - required);
  const multiplier = MULTIPLIER[contract.kind];
  const bout = petitTrick(G.tricks);
  const petitAuBout = bout?.cards.some((played) => played.card === PETIT) ? (takers.includes(bout.winner) ? 10 : -10) : 0;
  const poignee = G.poignees.reduce((sum, p) => sum + POIGNEE_POINTS[p.level], 0);
  const takersAll = sideTookEveryTrick(G.tricks, takers);
  const defendersAll = sideTookEveryTrick(G.tricks, defenders);
  const slam = (contract.slam ? (takersAll ? 400 : -200) : takersAll ? 200 : 0) - (defendersAll ? 200 : 0);
  const sign = won ? 1 : -1;
  const value = multiplier * (sign * 25 + difference + petitAuBout) + sign * poignee + slam;
  return { takers, won, points, oudlers, required, difference, multiplier, petitAuBout, poignee, slam, value };
}

/** Zero-sum payments: each defender pays `value`; a called partner gets one share and the taker the rest. */
export function payments(seats: readonly PlayerID[], takers: readonly PlayerID[], value: number): Record<PlayerID, number> {
  const [taker, partner] = takers;
  const defenders = seats.length - takers.length;
  const points = (seat: PlayerID) =>
    seat === taker ? value * (partner ? defenders - 1 : defenders) : seat === partner ? value : -value;
  return Object.fromEntries(seats.map((seat) => [seat, points(seat) || 0]));
}

export const contractKey = (kind: ContractKind) => `contracts.${kind}`;

/** The score-sheet row of a finished deal. */
export function dealRow(G: TarotState, result: DealResult): RoundScore {
  const contract = G.contract!;
  return roundScore(G.seats, {
    round: G.rounds.length + 1,
    dealer: G.dealer,
    declarer: contract.taker,
    contract: contractKey(contract.kind),
    points: payments(G.seats, result.takers, result.value),
    breakdown: {
      'score.points': `${result.points} / ${result.required}`,
      'score.petitAuBout': result.petitAuBout !== 0 && result.petitAuBout,
      'score.multiplier': `×${result.multiplier}`,
      'score.poignee': result.poignee > 0 && result.poignee,
      'score.slam': result.slam !== 0 && result.slam,
      'score.value': result.value,
    },
  });
}
