import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import online from '../../locales/en/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { MatchMenu } from './MatchMenu';

const skat = { instructions: { text: 'Three players, 32 cards.\n\nBidding: middlehand names values.' } };

function openMenu() {
  return userEvent.click(screen.getByRole('button', { name: 'Game options' }));
}

describe('MatchMenu', () => {
  it('opens the game’s rules over the match', async () => {
    renderInLanguage(<MatchMenu gameNamespace="skat" gameName="Skat" />, 'en', { online, skat });
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Resign' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'How to play' }));
    const rules = screen.getByRole('dialog', { name: 'How to play Skat' });
    expect(within(rules).getByText('Bidding: middlehand names values.')).toBeInTheDocument();
  });

  it('resigns only after the player confirms what it does', async () => {
    const resign = jest.fn();
    renderInLanguage(<MatchMenu gameNamespace="skat" gameName="Skat" resign={{ effect: 'seatLeaves', resign }} />, 'en', {
      online,
      skat,
    });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Resign' }));
    const dialog = screen.getByRole('dialog', { name: 'Resign this game?' });
    expect(dialog).toHaveTextContent('You leave the game; the others play on.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resign).not.toHaveBeenCalled();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Resign' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resign' }));
    expect(resign).toHaveBeenCalledTimes(1);
  });
});
