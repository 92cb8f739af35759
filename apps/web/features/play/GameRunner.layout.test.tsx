import { screen } from '@testing-library/react';
import type { ScreenLayout } from '@tabula/game-kit';
import { findGame } from '@tabula/catalogue';
import { game } from '@games/tictactoe/game';
import { Board } from '@games/tictactoe/board';
import tictactoeEn from '../../../../games/tictactoe/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { GameRunner } from './GameRunner';

const players = [
  { playerID: '0', name: 'Red' },
  { playerID: '1', name: 'Green' },
];

function run(layout?: ScreenLayout) {
  renderInLanguage(
    <GameRunner
      code="tictactoe"
      gameName="Tic-Tac-Toe"
      module={{ game, Board, layout }}
      gameArgs={{ mode: 'LocalFriend', players }}
      numPlayers={2}
    />,
    'en',
    { tictactoe: tictactoeEn },
  );
  return screen.getByTestId('game-layout').firstElementChild;
}

beforeEach(() => localStorage.clear());

describe("the game's screen layout", () => {
  it('gives a card table the wide column', () => {
    const table = run('cardTable');
    expect(table).toHaveAttribute('data-layout', 'cardTable');
    expect(table).toHaveStyle({ maxWidth: '1280px' });
  });

  it('keeps the height-based column of a square board when the game names no layout', () => {
    const board = run();
    expect(board).toHaveAttribute('data-layout', 'squareBoard');
    expect(board).toHaveStyle({ maxWidth: 'max(500px, min(960px, calc(100vh - 180px)))' });
  });

  it.each(['skat', 'schafkopf', 'sixtysix'])('lays %s out as a card table', async (code) => {
    const module = await findGame(code)!.config();
    expect(module.layout).toBe('cardTable');
  });

  it('lays chess out as a square board', async () => {
    const module = await findGame('chess')!.config();
    expect(module.layout ?? 'squareBoard').toBe('squareBoard');
  });
});
