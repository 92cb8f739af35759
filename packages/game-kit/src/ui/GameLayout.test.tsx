import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameLayout } from './GameLayout';
import { renderWithI18n } from './testI18n';

const chat = <button>Open chat</button>;

describe('GameLayout', () => {
  it('shows the game name and a logo linking home', () => {
    renderWithI18n(
      <GameLayout gameName="Chess" mode="AI" homeHref="/de">
        <p>board</p>
      </GameLayout>,
    );
    expect(screen.getByRole('heading', { name: 'Chess' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tabula home page' })).toHaveAttribute('href', '/de');
    expect(screen.getByText('board')).toBeInTheDocument();
  });

  it('shows the chat button only in OnlineFriend mode', () => {
    const { rerender } = renderWithI18n(
      <GameLayout gameName="Chess" mode="LocalFriend" chatButton={chat}>
        <p>board</p>
      </GameLayout>,
    );
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
    rerender(
      <GameLayout gameName="Chess" mode="OnlineFriend" chatButton={chat}>
        <p>board</p>
      </GameLayout>,
    );
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('shows the options menu only when it has items, and runs the one picked', async () => {
    const flip = jest.fn();
    const { rerender } = renderWithI18n(
      <GameLayout gameName="Chess" mode="AI" menuItems={[]}>
        <p>board</p>
      </GameLayout>,
    );
    expect(screen.queryByRole('button', { name: 'Game options' })).not.toBeInTheDocument();
    rerender(
      <GameLayout gameName="Chess" mode="AI" menuItems={[{ label: 'Flip board', onClick: flip }]}>
        <p>board</p>
      </GameLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Game options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Flip board' }));
    expect(flip).toHaveBeenCalledTimes(1);
  });

  it('grows with the window height from 500px to 960px, or is 1200px with the desktop view', () => {
    const { rerender } = renderWithI18n(
      <GameLayout gameName="Chess" mode="AI">
        <p>board</p>
      </GameLayout>,
    );
    const frame = () => screen.getByTestId('game-layout').firstElementChild;
    expect(frame()).toHaveAttribute('data-max-width', 'max(500px, min(960px, calc(100vh - 180px)))');
    expect(frame()).toHaveStyle({ maxWidth: 'max(500px, min(960px, calc(100vh - 180px)))' });
    rerender(
      <GameLayout gameName="Chess" mode="AI" desktopView>
        <p>board</p>
      </GameLayout>,
    );
    expect(frame()).toHaveAttribute('data-max-width', '1200px');
    expect(frame()).toHaveStyle({ maxWidth: '1200px' });
  });

  it('gives a card table a column as wide as the window allows, up to 1280px, instead of the square-board rule', () => {
    const { rerender } = renderWithI18n(
      <GameLayout gameName="Skat" mode="AI" layout="cardTable">
        <p>table</p>
      </GameLayout>,
    );
    const frame = () => screen.getByTestId('game-layout').firstElementChild;
    expect(frame()).toHaveAttribute('data-layout', 'cardTable');
    expect(frame()).toHaveStyle({ maxWidth: '1280px' });
    // The desktop-view flag only widens a square board.
    rerender(
      <GameLayout gameName="Skat" mode="AI" layout="cardTable" desktopView>
        <p>table</p>
      </GameLayout>,
    );
    expect(frame()).toHaveStyle({ maxWidth: '1280px' });
    rerender(
      <GameLayout gameName="Chess" mode="AI" layout="squareBoard">
        <p>board</p>
      </GameLayout>,
    );
    expect(frame()).toHaveAttribute('data-layout', 'squareBoard');
    expect(frame()).toHaveStyle({ maxWidth: 'max(500px, min(960px, calc(100vh - 180px)))' });
  });
});
