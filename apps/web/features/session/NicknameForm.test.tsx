import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../i18n/languages';
import { renderInLanguage } from '../i18n/testI18n';
import { NicknameForm } from './NicknameForm';

function showForm(language: Language = 'en', onSubmit = jest.fn(async () => {})) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const online = require(`../../locales/${language}/online.json`) as object;
  renderInLanguage(<NicknameForm submitLabel="OK" onSubmit={onSubmit} />, language, { online });
  return onSubmit;
}
const input = () => screen.getByTestId('nickname-input');
const help = () => screen.getByTestId('nickname-help');

describe('NicknameForm', () => {
  it('states the rule under the field before anything is typed', () => {
    showForm();
    expect(input()).toHaveAccessibleDescription('Use 1 to 24 letters, digits, spaces, _ or -.');
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('names the characters that are not allowed while typing, and the rule again once they are gone', async () => {
    showForm();
    await userEvent.type(input(), 'ana.b');
    expect(help()).toHaveTextContent('This character is not allowed: .');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input(), '@!');
    expect(help()).toHaveTextContent('These characters are not allowed: . @ !');
    expect(screen.getByTestId('nickname-submit')).toBeDisabled();
    await userEvent.type(input(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(help()).toHaveTextContent('Use 1 to 24 letters, digits, spaces, _ or -.');
    expect(screen.getByTestId('nickname-submit')).toBeEnabled();
  });

  it('counts the characters over the limit', async () => {
    showForm();
    await userEvent.type(input(), 'a'.repeat(25));
    expect(help()).toHaveTextContent('1 character too many.');
    await userEvent.type(input(), 'bc');
    expect(help()).toHaveTextContent('3 characters too many.');
  });

  it('asks for a name once an empty field is left, and sends the trimmed name', async () => {
    const onSubmit = showForm();
    await userEvent.click(input());
    await userEvent.tab();
    expect(help()).toHaveTextContent('Type at least one letter or digit.');
    await userEvent.type(input(), '  Ana   Bea {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Ana Bea');
  });

  it.each([
    ['pt', 'Este caractere não é permitido: .', '2 caracteres a mais.'],
    ['de', 'Dieses Zeichen ist nicht erlaubt: .', '2 Zeichen zu viel.'],
    ['fr', 'Ce caractère n’est pas autorisé : .', '2 caractères en trop.'],
    ['it', 'Questo carattere non è ammesso: .', '2 caratteri di troppo.'],
  ] as const)('explains the problems in %s', async (language, notAllowed, tooLong) => {
    showForm(language);
    await userEvent.type(input(), 'a.');
    expect(help()).toHaveTextContent(notAllowed);
    await userEvent.clear(input());
    await userEvent.type(input(), 'a'.repeat(26));
    expect(help()).toHaveTextContent(tooLong);
  });
});
