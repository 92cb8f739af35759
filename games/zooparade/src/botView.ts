import type { PlayerID } from 'boardgame.io';
import { COPIES, type Identity } from './cards';
import { allowedBy } from './convention';
import { isPlayable } from './table';
import type { CardView, ZooParadeView } from './view';

const key = (identity: Identity) => identity.colour * 10 + identity.value;

/** How many copies of each identity the seat sees: on the piles, in the trash and in the other hands. */
function seenCopies(view: ZooParadeView): Map<number, number> {
  const seen = new Map<number, number>();
  const add = (identity: Identity) => seen.set(key(identity), (seen.get(key(identity)) ?? 0) + 1);
  view.piles.forEach((top, colour) => {
    for (let value = 1; value <= top; value += 1) add({ colour, value });
  });
  for (const card of view.trash) add(card);
  for (const hand of Object.values(view.hands))
    for (const card of hand) if (card.colour !== undefined && card.value !== undefined) add(card as Identity);
  return seen;
}

/** What the seat may believe its own card is: what the marks allow, less identities whose every copy it sees elsewhere. */
export function ownCandidates(view: ZooParadeView, card: CardView, seen = seenCopies(view)): Identity[] {
  const allowed = allowedBy(card.knowledge);
  const left = allowed.filter((identity) => (seen.get(key(identity)) ?? 0) < COPIES[identity.value]!);
  return left.length > 0 ? left : allowed;
}

/** The seat's own cards it knows are playable now (every candidate is). */
export function knownPlayable(view: ZooParadeView, seat: PlayerID): CardView[] {
  const seen = seenCopies(view);
  return (view.hands[seat] ?? []).filter((card) =>
    ownCandidates(view, card, seen).every((identity) => isPlayable(view.piles, identity)),
  );
}

/** The seat's own cards that may be playable now (some candidate is). */
export function maybePlayable(view: ZooParadeView, card: CardView): boolean {
  return ownCandidates(view, card).some((identity) => isPlayable(view.piles, identity));
}

export { seenCopies };
