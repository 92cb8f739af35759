import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiConfig, AiMove } from '@tabula/game-kit';
import { type Association, ASSOCIATIONS } from './associations';
import { legalClue } from './clue';
import { enumerate } from './enumerate';
import { CLUE_STAGE, GUESS_STAGE, HOST_SEAT, TEAMS_STAGE } from './stages';
import { membersOf, otherTeam, startProblem, TEAMS } from './teams';
import type { Agent, SecretCodesState, Team } from './types';
import type { SecretCodesView } from './view';
import { foldWord } from './wordText';

/** What a theme's unrevealed grid words are, by the key: how good a clue it makes for `team`. */
interface ThemeOnGrid {
  clue: string;
  own: number;
  score: number;
}

/** Weights of a theme's grid words for the spymaster: the assassin rules a theme out. */
const WEIGHT: Record<'own' | 'other' | 'civilian', number> = { own: 1, other: -2, civilian: -1 };
/** A clue for a room whose words have no table: the team then guesses at random. */
const FALLBACK_CLUES = ['Signal', 'Mystery', 'Puzzle', 'Secret', 'Anything'];

/** The cards on the grid a theme brings to mind, not yet revealed, in the table's order. */
function themeCards(view: Pick<SecretCodesState, 'words' | 'revealed'>, theme: Association): number[] {
  const folded = view.words.map(foldWord);
  return theme.words.map((word) => folded.indexOf(foldWord(word))).filter((card) => card >= 0 && view.revealed[card] === null);
}

function rateTheme(view: SecretCodesView, key: Agent[], team: Team, theme: Association): ThemeOnGrid | null {
  if (legalClue(view, theme.clue, 1) === null) return null;
  let own = 0;
  let score = 0;
  for (const card of themeCards(view, theme)) {
    const agent = key[card]!;
    if (agent === 'assassin') return null;
    if (agent === team) own += 1;
    score += agent === team ? WEIGHT.own : agent === otherTeam(team) ? WEIGHT.other : WEIGHT.civilian;
  }
  return own > 0 ? { clue: theme.clue, own, score } : null;
}

/**
 * The spymaster: the theme of the table whose unrevealed grid words are most its own team's agents
 * (weighed against the other team's and civilians, never one with the assassin), the number its own
 * agents in it; with no theme holding one of its agents, a clue of 1 the team will guess at random on.
 */
export function chooseClue(view: SecretCodesView, team: Team, random: () => number): AiMove {
  const key = view.key!;
  const rated = ASSOCIATIONS[view.settings.words]
    .map((theme) => rateTheme(view, key, team, theme))
    .filter((theme): theme is ThemeOnGrid => theme !== null);
  const best = Math.max(...rated.map((theme) => theme.score));
  const top = rated.filter((theme) => theme.score === best);
  if (top.length > 0) {
    const chosen = top[Math.floor(random() * top.length)]!;
    return { move: 'giveClue', args: [chosen.clue, chosen.own] };
  }
  const clue = FALLBACK_CLUES.find((word) => legalClue(view, word, 1) !== null)!;
  return { move: 'giveClue', args: [clue, 1] };
}

/**
 * A guesser: the unrevealed grid words of the table's themes named by the clue (or holding the
 * clue word), as many as the clue's number; then it passes. A clue it cannot read in its table
 * gets one card at random, then a pass.
 */
export function chooseGuess(view: SecretCodesView, random: () => number): AiMove {
  const turn = view.turn!;
  const clue = turn.clue!;
  const word = foldWord(clue.word);
  const themes = ASSOCIATIONS[view.settings.words].filter(
    (theme) => foldWord(theme.clue) === word || theme.words.some((member) => foldWord(member) === word),
  );
  const cards = [...new Set(themes.flatMap((theme) => themeCards(view, theme)))];
  const wanted = typeof clue.number === 'number' && clue.number > 0 ? clue.number : cards.length;
  if (turn.guessesMade >= 1 && (turn.guessesMade >= wanted || cards.length === 0)) return { move: 'pass', args: [] };
  if (cards.length > 0) return { move: 'guess', args: [cards[0]] };
  const open = view.revealed.flatMap((card, index) => (card === null ? [index] : []));
  return { move: 'guess', args: [open[Math.floor(random() * open.length)]] };
}

/** Choosing teams: join the smaller team; the host makes each team's first member its spymaster, then starts. */
function chooseTeamMove(view: SecretCodesView, ctx: Ctx, seat: PlayerID, random: () => number): AiMove {
  const legal = enumerate(view, ctx, seat);
  const start = legal.find((move) => move.move === 'startPlay');
  if (start) return start;
  if (view.teams[seat] === null && legal.some((move) => move.move === 'joinTeam')) {
    const [smaller] = [...TEAMS].sort((a, b) => membersOf(view, a).length - membersOf(view, b).length);
    return { move: 'joinTeam', args: [smaller] };
  }
  if (seat === HOST_SEAT && startProblem(view, ctx.numPlayers) !== null) {
    const team = TEAMS.find((candidate) => view.spymasters[candidate] === null && membersOf(view, candidate).length > 0);
    if (team) return { move: 'appointSpymaster', args: [membersOf(view, team)[0], team] };
  }
  // Nothing it needs to do: any legal move (the lobby waits for the people).
  return legal[Math.floor(random() * legal.length)] ?? { move: 'joinTeam', args: [TEAMS[0]] };
}

export const aiConfig: AiConfig<SecretCodesView> = {
  levels: [{ key: 'normal', labelKey: 'ai.normal' }],
  defaultLevel: 'normal',
  chooseMove: ({ view, ctx, playerID, random }) => {
    const stage = ctx.activePlayers?.[playerID];
    if (stage === CLUE_STAGE) return chooseClue(view, view.turn!.team, random);
    if (stage === GUESS_STAGE) return chooseGuess(view, random);
    if (stage === TEAMS_STAGE) return chooseTeamMove(view, ctx, playerID, random);
    throw new Error(`seat ${playerID} has nothing to do`);
  },
};

export default aiConfig;
