import type { PlayerID } from 'boardgame.io';
import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { KNOWN, suspicion } from './suspicion';
import { BLOOD_FOR_DRACULA_WIN } from './table';
import type { Policy } from './types';
import type { SecretDraculaView } from './view';

// Secret Dracula's computer player: simple rules of thumb on its seat's view, never on roles it
// does not know (the README describes them). A villager trusts the governments that enacted garlic
// and distrusts those that enacted blood; a vampire that knows its fellows backs them and, once
// three blood policies are down, tries to get Dracula elected Priest.

type Request = AiRequest<SecretDraculaView>;

/** The seat knows who the vampires are (an ordinary vampire; Dracula at 5-6 players). */
const knowsFellows = (view: SecretDraculaView, seat: PlayerID) =>
  view.knownRoles[seat] !== 'villager' && Object.keys(view.knownRoles).length === view.seats.length;
const isVampire = (view: SecretDraculaView, seat: PlayerID) =>
  view.knownRoles[seat] !== undefined && view.knownRoles[seat] !== 'villager';

/** The option whose target scores lowest (or highest), ties broken at random. */
function pickBy(options: AiMove[], score: (target: PlayerID) => number, random: () => number, highest = false): AiMove {
  const scored = options.map((option) => ({
    option,
    value: (highest ? -1 : 1) * score(option.args[0] as PlayerID) + random() * 0.01,
  }));
  return scored.reduce((best, next) => (next.value < best.value ? next : best)).option;
}

function ballot(request: Request): 'yes' | 'no' {
  const { view, playerID, random } = request;
  const mayor = view.mayor;
  const priest = view.priest!;
  if (knowsFellows(view, playerID)) {
    if (view.knownRoles[priest] === 'dracula' && view.bloodEnacted >= BLOOD_FOR_DRACULA_WIN) return 'yes';
    if (isVampire(view, mayor) || isVampire(view, priest)) return 'yes';
    // An all-villager government: vote against it, sometimes for it, not to stand out.
    return random() < 0.3 ? 'yes' : 'no';
  }
  const scores = suspicion(view, playerID);
  const doubt = Math.max(scores[mayor]!, 0) + Math.max(scores[priest]!, 0);
  if (scores[mayor]! >= KNOWN / 2 || scores[priest]! >= KNOWN / 2) return 'no';
  // With three blood policies down, a Priest nobody can vouch for may be Dracula.
  if (view.bloodEnacted >= BLOOD_FOR_DRACULA_WIN && scores[priest]! > -1) return doubt === 0 && random() < 0.5 ? 'yes' : 'no';
  // Two failed elections already: the automatic policy is worse than a doubtful government.
  if (view.electionTracker === 2) return 'yes';
  return doubt <= 1 ? 'yes' : 'no';
}

/** The kind to discard: a villager throws blood away, a vampire garlic (when the hand allows). */
function discardKind(view: SecretDraculaView, seat: PlayerID, options: AiMove[]): AiMove {
  const wanted: Policy = isVampire(view, seat) ? 'garlic' : 'blood';
  return (
    options.find((option) => option.move !== 'proposeVeto' && option.args[0] === wanted) ??
    options.find((o) => o.move !== 'proposeVeto')!
  );
}

function choose(request: Request, options: AiMove[]): AiMove {
  const { view, playerID, random } = request;
  const first = options[0]!;
  const scores = suspicion(view, playerID);
  const vampire = knowsFellows(view, playerID);
  const fellow = (seat: PlayerID) => isVampire(view, seat) && seat !== playerID;
  switch (first.move) {
    case 'vote': {
      const wanted = ballot(request);
      return options.find((option) => (option.args[1] as { ballot: string }).ballot === wanted) ?? first;
    }
    case 'nominate': {
      if (vampire) {
        const dracula = options.find((option) => view.knownRoles[option.args[0] as PlayerID] === 'dracula');
        if (dracula && view.bloodEnacted >= BLOOD_FOR_DRACULA_WIN) return dracula;
        const fellows = options.filter((option) => fellow(option.args[0] as PlayerID));
        if (fellows.length > 0 && random() < 0.5) return fellows[Math.floor(random() * fellows.length)]!;
      }
      return pickBy(options, (seat) => (vampire ? publicScore(view, seat) : scores[seat]!), random);
    }
    case 'mayorDiscard':
      return discardKind(view, playerID, options);
    case 'priestDiscard': {
      const hand = view.priestHand!;
      const veto = options.find((option) => option.move === 'proposeVeto');
      const bad = isVampire(view, playerID) ? hand.garlic : hand.blood;
      if (veto && bad === 2) return veto;
      return discardKind(view, playerID, options);
    }
    case 'answerVeto': {
      const hand = view.priestHand!;
      const agree = isVampire(view, playerID) ? hand.garlic === 2 : hand.blood === 2;
      return options.find((option) => option.args[0] === agree)!;
    }
    case 'investigate':
      return pickBy(options, (seat) => (vampire ? (fellow(seat) ? 1 : 0) : -Math.abs(scores[seat]!) - scores[seat]!), random);
    case 'execute':
      // A villager executes its most suspect seat; a vampire the villager the table trusts most.
      return vampire
        ? pickBy(options, (seat) => (fellow(seat) ? KNOWN : publicScore(view, seat)), random)
        : pickBy(options, (seat) => scores[seat]!, random, true);
    case 'callSpecialElection':
      return vampire
        ? pickBy(options, (seat) => (fellow(seat) ? -KNOWN : publicScore(view, seat)), random)
        : pickBy(options, (seat) => scores[seat]!, random);
    default:
      return first;
  }
}

/** The suspicion the public record alone casts on a seat (what a vampire expects the villagers to think). */
function publicScore(view: SecretDraculaView, seat: PlayerID): number {
  return suspicion({ ...view, knownRoles: {}, investigations: [] }, '')[seat] ?? 0;
}

export const aiConfig: AiConfig<SecretDraculaView> = {
  levels: [{ key: 'normal', labelKey: 'ai.normal' }],
  defaultLevel: 'normal',
  chooseMove: (request) => {
    const options = enumerateMoves(request.view, request.ctx, request.playerID);
    if (options.length === 0) throw new Error(`Secret Dracula: seat ${request.playerID} has no move`);
    return options.length === 1 ? options[0]! : choose(request, options);
  },
};

export default aiConfig;
