import { fireEvent, render, screen } from '@testing-library/react';
import { customization, SecretCodesSettingsPanel } from './customization';
import { DEFAULT_SETTINGS } from './settings';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('the room options', () => {
  it('counts the different words of a custom list as they are typed', () => {
    const onChange = jest.fn();
    const customWords = 'Apple\nPear\napple\n\nPlum';
    render(
      <SecretCodesSettingsPanel
        value={{ ...DEFAULT_SETTINGS, words: 'custom', customWords }}
        onChange={onChange}
        mode="OnlineFriend"
      />,
    );
    expect(screen.getByLabelText('Words (3)')).toHaveValue(customWords);
    fireEvent.change(screen.getByTestId('secretcodes-custom-words'), { target: { value: 'Fig' } });
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, words: 'custom', customWords: 'Fig' });
  });

  it('starts from the reader\u2019s language when there is a list in it', () => {
    expect(customization.initialValue!('de')).toMatchObject({ words: 'de' });
    expect(customization.initialValue!('en')).toMatchObject({ words: 'en' });
  });
});
