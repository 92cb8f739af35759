import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, PlayerID } from 'boardgame.io';
import { ActivePlayers } from 'boardgame.io/core';
import type { GameArgs, GameBoardProps } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import { renderInLanguage } from '../i18n/testI18n';
import { GameRunner } from './GameRunner';

/** Each seat holds one secret word; a seat's choice is secret too until the game ends. */
interface Secrets {
  words: Record<PlayerID, string>;
  choices: Record<PlayerID, string>;
  turns: number;
}

const WORDS = ['apple', 'banana', 'cherry'];
const players = [
  { playerID: '0', name: 'Red' },
  { playerID: '1', name: 'Green' },
  { playerID: '2', name: 'Blue' },
];

function setup({ ctx }: { ctx: { numPlayers: number } }): Secrets {
  return {
    words: Object.fromEntries(WORDS.slice(0, ctx.numPlayers).map((word, seat) => [String(seat), word])),
    choices: {},
    turns: 0,
  };
}

/** Only the viewer's own word and choice; nothing secret for a spectator. */
function ownOnly(G: Secrets, playerID: PlayerID | null | undefined): Secrets {
  const own = (record: Record<PlayerID, string>) =>
    playerID != null && record[playerID] ? { [playerID]: record[playerID] } : {};
  return { ...G, words: own(G.words), choices: own(G.choices) };
}

/** Seats take turns passing; the game ends in a draw after four turns. */
const turnsGame: Game<Secrets> = {
  name: 'secrets',
  setup,
  moves: {
    pass: ({ G, events }) => {
      G.turns += 1;
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.turns >= 4 ? { draw: true } : undefined),
  playerView: ({ G, playerID }) => ownOnly(G, playerID),
};

/** Every seat chooses once, at the same time, with a redacted move; the choices show at the end. */
const choosingGame: Game<Secrets> = {
  name: 'secrets',
  setup,
  turn: { activePlayers: ActivePlayers.ALL_ONCE },
  moves: {
    choose: {
      move: ({ G, playerID }, word: string) => {
        G.choices[playerID] = word;
      },
      redact: true,
    },
  },
  endIf: ({ G, ctx }) => (Object.keys(G.choices).length === ctx.numPlayers ? { draw: true } : undefined),
  playerView: ({ G, ctx, playerID }) => (ctx.gameover ? { ...G, words: {} } : ownOnly(G, playerID)),
};

function SecretsBoard({ G, ctx, moves, playerID, log, gameArgs }: GameBoardProps<Secrets>) {
  return (
    <>
      <TurnIndicator ctx={ctx} playerID={playerID} mode={gameArgs.mode} players={gameArgs.players} />
      <ul aria-label="Secret words">
        {Object.entries(G.words).map(([seat, word]) => (
          <li key={seat}>{word}</li>
        ))}
      </ul>
      <ul aria-label="Choices">
        {Object.entries(G.choices).map(([seat, choice]) => (
          <li key={seat}>{choice}</li>
        ))}
      </ul>
      <p data-testid="log">{JSON.stringify(log.map((entry) => entry.action.payload.args))}</p>
      <button onClick={() => moves.pass?.()}>Pass</button>
      {playerID != null && <button onClick={() => moves.choose?.(`choice-of-${WORDS[Number(playerID)]}`)}>Choose</button>}
    </>
  );
}

/** Starts a match on one device; waits for the curtain's focus ripple, as a page would. */
async function play(game: Game<Secrets>, seats = 2) {
  const gameArgs: GameArgs = { mode: 'LocalFriend', players: players.slice(0, seats) };
  renderInLanguage(
    <GameRunner
      code="secrets"
      gameName="Secrets"
      module={{ game, Board: SecretsBoard }}
      gameArgs={gameArgs}
      numPlayers={seats}
    />,
    'en',
    { secrets: {} },
  );
  await act(() => Promise.resolve());
}

const page = () => document.body;
const curtain = (name: string) => screen.getByRole('region', { name: `Pass the device to ${name}` });
const ready = (name: string) => screen.getByRole('button', { name: `I am ${name}` });
const noCurtain = () => expect(screen.queryByTestId('pass-the-device')).not.toBeInTheDocument();

// A local match is kept in localStorage; every test starts without one.
beforeEach(() => localStorage.clear());

describe('a game with secrets on one device', () => {
  it('asks for the first seat before showing anything, with the focus on its button', async () => {
    await play(turnsGame);
    expect(curtain('Red')).toBeInTheDocument();
    expect(ready('Red')).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Secret words' })).not.toBeInTheDocument();
    for (const word of WORDS) expect(page()).not.toHaveTextContent(word);
  });

  it('shows only the seat holding the device, and nothing of it after the hand-over', async () => {
    await play(turnsGame);
    await userEvent.click(ready('Red'));
    noCurtain();
    expect(screen.getByRole('list', { name: 'Secret words' })).toHaveTextContent('apple');
    expect(page()).not.toHaveTextContent('banana');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(curtain('Green')).toBeInTheDocument();
    expect(ready('Green')).toHaveFocus();
    expect(page()).not.toHaveTextContent('apple');
    expect(page()).not.toHaveTextContent('banana');
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();

    await userEvent.click(ready('Green'));
    expect(screen.getByRole('list', { name: 'Secret words' })).toHaveTextContent('banana');
    expect(page()).not.toHaveTextContent('apple');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Green's turn");

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(curtain('Red')).toBeInTheDocument();
    expect(page()).not.toHaveTextContent('banana');
  });

  it("never puts a seat's secret on the page while the device changes hands, not even for one render", async () => {
    await play(turnsGame);
    await userEvent.click(ready('Red'));
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') seen.push(record.target.textContent ?? '');
        // Records hold live nodes: what was added and then taken out again shows in removedNodes.
        [...record.addedNodes, ...record.removedNodes].forEach((node) => seen.push(node.textContent ?? ''));
      }
    });
    observer.observe(page(), { childList: true, subtree: true, characterData: true });
    await userEvent.click(ready('Green'));
    observer.disconnect();
    expect(seen.join(' ')).toContain('banana');
    expect(seen.join(' ')).not.toContain('apple');
  });

  it('shows the public view once the game is over', async () => {
    await play(turnsGame);
    for (const name of ['Red', 'Green', 'Red', 'Green']) {
      await userEvent.click(ready(name));
      await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    }
    expect(screen.getByRole('region', { name: 'Draw' })).toBeInTheDocument();
    noCurtain();
    expect(screen.getByRole('list', { name: 'Secret words' })).toBeEmptyDOMElement();
    for (const word of WORDS) expect(page()).not.toHaveTextContent(word);
  });

  it('asks seats that choose at the same time one at a time, hiding earlier choices and their moves', async () => {
    await play(choosingGame, 3);
    await userEvent.click(ready('Red'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(curtain('Green')).toBeInTheDocument();
    expect(page()).not.toHaveTextContent('choice-of-apple');

    await userEvent.click(ready('Green'));
    expect(screen.getByRole('list', { name: 'Secret words' })).toHaveTextContent('banana');
    expect(screen.getByRole('list', { name: 'Choices' })).toBeEmptyDOMElement();
    // The board receives the log with Red's move, not Red's choice.
    expect(screen.getByTestId('log')).not.toHaveTextContent('choice-of-apple');
    expect(page()).not.toHaveTextContent('choice-of-apple');
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));

    await userEvent.click(ready('Blue'));
    expect(page()).not.toHaveTextContent('choice-of-banana');
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));

    expect(screen.getByRole('region', { name: 'Draw' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Choices' })).toHaveTextContent('choice-of-applechoice-of-bananachoice-of-cherry');
  });

  it('lets the seat holding the device pass it on while others choose too', async () => {
    await play(choosingGame, 3);
    await userEvent.click(ready('Red'));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the device on' }));
    expect(curtain('Green')).toBeInTheDocument();
    expect(page()).not.toHaveTextContent('apple');
    await userEvent.click(ready('Green'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await userEvent.click(ready('Blue'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    // Red, who passed it on, is asked again.
    expect(curtain('Red')).toBeInTheDocument();
    await userEvent.click(ready('Red'));
    expect(screen.queryByRole('button', { name: 'Pass the device on' })).not.toBeInTheDocument();
  });

  it('offers no pass-on button when only the seat holding the device may act', async () => {
    await play(turnsGame);
    await userEvent.click(ready('Red'));
    expect(screen.queryByRole('button', { name: 'Pass the device on' })).not.toBeInTheDocument();
  });
});

describe('a game without secrets on one device', () => {
  it('shows the whole board at once, with no curtain between seats', async () => {
    const { playerView: _none, ...open } = turnsGame;
    await play(open);
    noCurtain();
    expect(screen.getByRole('list', { name: 'Secret words' })).toHaveTextContent('applebanana');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    noCurtain();
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Green's turn");
  });
});
