import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuitMatchButton, quitNotice } from './QuitMatchButton';
import { reactI18nextMock } from './testI18n';

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

  it('tells the one who quit and the others who ended the match', () => {
    const { t } = reactI18nextMock.useTranslation();
    const names: Record<string, string> = { '0': 'Anna', '1': 'Bob' };
    expect(quitNotice(t, '0', '0', (seat) => names[seat]!)).toBe('You quit the match.');
    expect(quitNotice(t, '0', '1', (seat) => names[seat]!)).toBe('Anna quit the match.');
    expect(quitNotice(t, '0', null, (seat) => names[seat]!)).toBe('Anna quit the match.');
  });
});
