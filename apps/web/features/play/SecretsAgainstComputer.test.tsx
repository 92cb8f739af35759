import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, PlayerID } from 'boardgame.io';
import type { AiConfig, GameArgs, GameBoardProps } from '@tabula/game-kit';
import { renderInLanguage } from '../i18n/testI18n';
import { GameRunner } from './GameRunner';

/** Each seat holds a secret word and says it when it passes; the game ends after four turns. */
interface Words {
  words: Record<PlayerID, string>;
  said: string[];
}

const WORDS = ['apple', 'banana', 'cherry'];

const wordsGame: Game<Words> = {
  name: 'words',
  setup: ({ ctx }) => ({
    words: Object.fromEntries(WORDS.slice(0, ctx.numPlayers).map((word, seat) => [String(seat), word])),
    said: [],
  }),
  moves: {
    say: ({ G, playerID, events }) => {
      G.said.push(G.words[playerID]!);
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.said.length >= 4 ? { draw: true } : undefined),
  playerView: ({ G, playerID }) => ({
    ...G,
    words: playerID != null && G.words[playerID] ? { [playerID]: G.words[playerID] } : {},
  }),
};

function WordsBoard({ G, ctx, moves, playerID }: GameBoardProps<Words>) {
  return (
    <>
      <p data-testid="seat">{playerID}</p>
      <ul aria-label="Secret words">
        {Object.values(G.words).map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>
      <p data-testid="said">{G.said.join(' ')}</p>
      {ctx.currentPlayer === playerID && <button onClick={() => moves.say?.()}>Say</button>}
    </>
  );
}

/** Records what each computer seat was given, and always says its word. */
function recordingAi(seen: Array<{ playerID: PlayerID; view: unknown }>): AiConfig {
  return {
    levels: [{ key: 'any', labelKey: 'ai.any' }],
    defaultLevel: 'any',
    chooseMove: async ({ view, playerID }: { view: unknown; playerID: PlayerID }) => {
      seen.push({ playerID, view });
      return { move: 'say', args: [] };
    },
  } as unknown as AiConfig;
}

async function playAgainstComputer(seen: Array<{ playerID: PlayerID; view: unknown }>) {
  const gameArgs: GameArgs = {
    mode: 'AI',
    players: [
      { playerID: '0', name: 'You' },
      { playerID: '1', name: 'Computer (1)' },
      { playerID: '2', name: 'Computer (2)' },
    ],
    aiSeats: ['1', '2'],
  };
  renderInLanguage(
    <GameRunner
      code="words"
      gameName="Words"
      module={{ game: wordsGame, Board: WordsBoard }}
      gameArgs={gameArgs}
      numPlayers={3}
      ai={recordingAi(seen)}
    />,
    'en',
    { words: {} },
  );
  await act(() => Promise.resolve());
}

beforeEach(() => {
  localStorage.clear();
  // No worker in jsdom: the computer thinks on the page, which the recording AI needs anyway.
});

describe('a game with secrets against the computer', () => {
  it('shows the player only their own seat, and gives each computer seat only its own view', async () => {
    const seen: Array<{ playerID: PlayerID; view: unknown }> = [];
    await playAgainstComputer(seen);
    expect(await screen.findByTestId('seat')).toHaveTextContent('0');
    expect(screen.getByRole('list', { name: 'Secret words' })).toHaveTextContent('apple');
    expect(document.body).not.toHaveTextContent('banana');

    await userEvent.click(screen.getByRole('button', { name: 'Say' }));
    // Both computer seats answer through their own clients, each knowing only its word.
    await waitFor(() => expect(screen.getByTestId('said')).toHaveTextContent('apple banana cherry'), { timeout: 5000 });
    expect(seen.map((entry) => entry.playerID)).toEqual(['1', '2']);
    expect(seen.map((entry) => (entry.view as Words).words)).toEqual([{ '1': 'banana' }, { '2': 'cherry' }]);
    // Still only the player's own word on the page, and it is the player's turn again.
    expect(screen.getByRole('list', { name: 'Secret words' })).toHaveTextContent('apple');
    expect(screen.getByRole('button', { name: 'Say' })).toBeInTheDocument();
  });

  it('goes on with the same match after a reload of the page', async () => {
    const seen: Array<{ playerID: PlayerID; view: unknown }> = [];
    await playAgainstComputer(seen);
    await userEvent.click(await screen.findByRole('button', { name: 'Say' }));
    await waitFor(() => expect(screen.getByTestId('said')).toHaveTextContent('apple banana cherry'), { timeout: 5000 });
    document.body.innerHTML = '';

    await playAgainstComputer(seen);
    await waitFor(() => expect(screen.getByTestId('said')).toHaveTextContent('apple banana cherry'));
  });
});
