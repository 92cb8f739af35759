import type { PlayerID } from 'boardgame.io';
import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { COLOURS, type Identity, VALUES } from './cards';
import { knownPlayable, maybePlayable, ownCandidates } from './botView';
import { chopOf, cluedIds, isCritical, isDead, playFocuses, readingOf } from './convention';
import { type EnumeratedMove, enumerateMoves } from './enumerate';
import type { Clue } from './knowledge';
import { isPlayable, MAX_TREATS } from './table';
import type { CardView, ZooParadeView } from './view';

type Request = AiRequest<ZooParadeView>;

const CLUES: Clue[] = [
  ...VALUES.map((index) => ({ kind: 'value' as const, index })),
  ...COLOURS.map((index) => ({ kind: 'colour' as const, index })),
];

const hintMove = (receiver: PlayerID, clue: Clue): AiMove => ({ move: 'hint', args: [receiver, clue.kind, clue.index] });
const isLegal = (options: EnumeratedMove[], move: AiMove) =>
  options.some((option) => JSON.stringify(option) === JSON.stringify({ move: move.move, args: move.args }));

/** The other seats in turn order, the next one first. */
function othersInTurnOrder(view: ZooParadeView, seat: PlayerID): PlayerID[] {
  const at = view.seats.indexOf(seat);
  return view.seats.map((_, i) => view.seats[(at + 1 + i) % view.seats.length]!).filter((other) => other !== seat);
}

const identityOf = (card: CardView): Identity | undefined =>
  card.colour === undefined || card.value === undefined ? undefined : { colour: card.colour, value: card.value };

/** A card some seat was already asked to play or told about: pointing at a copy again wastes a hint. */
function alreadyTold(view: ZooParadeView, identity: Identity): boolean {
  const clued = cluedIds(view);
  return Object.values(view.hands).some((hand) =>
    hand.some((card) => clued.has(card.id) && card.colour === identity.colour && card.value === identity.value),
  );
}

/** A hint that saves the next seat's chop when it is the last copy of a card still needed (or a 5), read as a save. */
function saveHint(view: ZooParadeView, seat: PlayerID): AiMove | undefined {
  const [next] = othersInTurnOrder(view, seat);
  const hand = view.hands[next!] ?? [];
  const chop = hand.find((card) => card.id === chopOf(hand));
  const identity = chop && identityOf(chop);
  if (!identity || !isCritical(view, identity) || isPlayable(view.piles, identity)) return undefined;
  const focuses = playFocuses(view);
  if (hand.some((card) => focuses.has(card.id))) return undefined; // it will play, not discard
  for (const clue of CLUES) {
    const reading = readingOf(view, next!, clue);
    if (reading.focus === chop!.id && !reading.play) return hintMove(next!, clue);
  }
  return undefined;
}

/** The best hint whose focus is a playable card and reads as "play it"; fewest cards pointed at that are of no use. */
function playHint(view: ZooParadeView, seat: PlayerID): AiMove | undefined {
  let best: { move: AiMove; score: number } | undefined;
  othersInTurnOrder(view, seat).forEach((receiver, distance) => {
    for (const clue of CLUES) {
      const reading = readingOf(view, receiver, clue);
      const focus = reading.touched.find((card) => card.id === reading.focus);
      const identity = focus && identityOf(focus);
      if (!identity || !reading.play || !isPlayable(view.piles, identity) || alreadyTold(view, identity)) continue;
      const wasted = reading.touched.filter((card) => {
        const touched = identityOf(card)!;
        return !card.clued && (isDead(view, touched) || (card !== focus && alreadyTold(view, touched)));
      }).length;
      const score = 10 - 3 * wasted - distance - identity.value / 10 + reading.touched.length / 20;
      if (best === undefined || score > best.score) best = { move: hintMove(receiver, clue), score };
    }
  });
  return best?.move;
}

/** The card to discard: one known to be of no use, else the chop, else the oldest card. */
function discardChoice(view: ZooParadeView, seat: PlayerID): AiMove {
  const hand = view.hands[seat]!;
  const useless = hand.find((card) => ownCandidates(view, card).every((identity) => isDead(view, identity)));
  const chop = chopOf(hand);
  const focuses = playFocuses(view);
  const fallback = hand.filter((card) => !focuses.has(card.id)).map((card) => card.id);
  const id = useless?.id ?? chop ?? Math.min(...(fallback.length > 0 ? fallback : hand.map((card) => card.id)));
  return { move: 'discard', args: [id] };
}

/** A hint when nothing else may be done (all treats and nothing to play): one that asks nobody to play a card that is not playable. */
function harmlessHint(view: ZooParadeView, seat: PlayerID, options: EnumeratedMove[]): AiMove | undefined {
  for (const receiver of othersInTurnOrder(view, seat))
    for (const clue of CLUES) {
      const move = hintMove(receiver, clue);
      if (!isLegal(options, move)) continue;
      const reading = readingOf(view, receiver, clue);
      const focus = reading.touched.find((card) => card.id === reading.focus);
      if (focus === undefined || !reading.play || isPlayable(view.piles, identityOf(focus)!)) return move;
    }
  return undefined;
}

/** The convention player: plays what it knows or was asked to play, saves, asks for plays, discards its chop. */
function conventionMove(view: ZooParadeView, seat: PlayerID, options: EnumeratedMove[]): AiMove {
  const hand = view.hands[seat]!;
  const focuses = playFocuses(view);
  const sure = knownPlayable(view, seat);
  const asked = hand.filter((card) => focuses.has(card.id) && maybePlayable(view, card));
  const toPlay = sure[0] ?? asked[0];
  if (toPlay) return { move: 'play', args: [toPlay.id] };
  const canHint = view.treats > 0;
  const save = canHint ? saveHint(view, seat) : undefined;
  if (save && isLegal(options, save)) return save;
  const clue = canHint ? playHint(view, seat) : undefined;
  if (clue && isLegal(options, clue)) return clue;
  if (view.treats < MAX_TREATS) return discardChoice(view, seat);
  return harmlessHint(view, seat, options) ?? options[0]!;
}

/** Without the convention: plays only what the marks prove playable, points at a playable card, discards its oldest unpointed card. */
function plainMove(view: ZooParadeView, seat: PlayerID, options: EnumeratedMove[], random: () => number): AiMove {
  const sure = knownPlayable(view, seat);
  if (sure[0]) return { move: 'play', args: [sure[0].id] };
  if (view.treats > 0) {
    const hints = othersInTurnOrder(view, seat).flatMap((receiver) =>
      (view.hands[receiver] ?? [])
        .filter((card) => !card.clued && isPlayable(view.piles, identityOf(card)!))
        .flatMap((card) => [
          hintMove(receiver, { kind: 'value', index: card.value! }),
          hintMove(receiver, { kind: 'colour', index: card.colour! }),
        ]),
    );
    if (hints.length > 0) return hints[Math.floor(random() * hints.length)]!;
  }
  if (view.treats < MAX_TREATS) return discardChoice(view, seat);
  const hints = options.filter((option) => option.move === 'hint');
  return hints[Math.floor(random() * hints.length)] ?? options[0]!;
}

export const aiConfig: AiConfig<ZooParadeView> = {
  levels: [
    { key: 'plain', labelKey: 'ai.plain' },
    { key: 'convention', labelKey: 'ai.convention' },
  ],
  defaultLevel: 'convention',
  chooseMove: ({ view, ctx, playerID, level, random }: Request) => {
    const options = enumerateMoves(view, ctx, playerID);
    if (options.length === 0) throw new Error(`Zoo Parade: seat ${playerID} has no move`);
    const move = level === 'plain' ? plainMove(view, playerID, options, random) : conventionMove(view, playerID, options);
    return isLegal(options, move) ? move : options[0]!;
  },
};

export default aiConfig;
