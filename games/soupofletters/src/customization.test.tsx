import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SoupSettingsPanel } from './customization';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('soupofletters settings panel', () => {
  it("records the page's language as the choice when none was made", () => {
    const onChange = jest.fn();
    render(<SoupSettingsPanel value={{}} onChange={onChange} mode="LocalFriend" />);
    expect(onChange).toHaveBeenCalledWith({ language: 'en' });
  });

  it('lets the player pick another language for the words', async () => {
    const onChange = jest.fn();
    render(<SoupSettingsPanel value={{ language: 'en' }} onChange={onChange} mode="OnlineFriend" />);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Language of the words' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'German' }));
    expect(onChange).toHaveBeenCalledWith({ language: 'de' });
  });
});
