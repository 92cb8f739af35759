import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aiConfig } from '@games/war/ai';
import { Board } from '@games/war/board';
import { game } from '@games/war/game';
import warEn from '../../../../games/war/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { GameRunner } from './GameRunner';

// War's seats all see alike (sharedView): the board's state is already every seat's view, with the
// piles as counts. The computer is handed that view as it is; running the game's playerView over it
// a second time failed, and the computer never turned its card.
it('lets the computer play a game whose seats all see the same view, reshaped from the state', async () => {
  localStorage.clear();
  renderInLanguage(
    <GameRunner
      code="war"
      gameName="War"
      module={{ game, Board }}
      gameArgs={{
        mode: 'AI',
        players: [
          { playerID: '0', name: 'You' },
          { playerID: '1', name: 'Computer' },
        ],
        aiSeats: ['1'],
      }}
      numPlayers={2}
      ai={aiConfig}
    />,
    'en',
    { war: warEn },
  );
  expect(screen.getByText('Battle 0 of at most 600')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^(Flip|War: lay 3 down, 1 up)$/ }));
  await waitFor(() => expect(screen.getByText('Battle 1 of at most 600')).toBeInTheDocument(), { timeout: 5000 });
});
