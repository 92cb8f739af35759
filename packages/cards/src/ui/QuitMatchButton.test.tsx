import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuitMatchButton } from './QuitMatchButton';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

describe('QuitMatchButton', () => {
  it('asks before ending the match, and Cancel keeps it going', async () => {
    const onQuit = jest.fn();
    render(<QuitMatchButton onQuit={onQuit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quit game' }));
    const dialog = screen.getByRole('dialog', { name: 'Quit the match?' });
    expect(dialog).toHaveTextContent('The match ends now for everybody at the table');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(onQuit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Quit game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quit the match' }));
    expect(onQuit).toHaveBeenCalledTimes(1);
  });
});
