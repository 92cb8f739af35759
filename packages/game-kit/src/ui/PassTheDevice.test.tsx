import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PassDeviceOn, PassTheDevice } from './PassTheDevice';
import { renderWithI18n } from './testI18n';

/** Renders the curtain and lets the focus ripple of its button start, as it would on the page. */
async function showCurtain(playerName: string, onReady = jest.fn(), language = 'en') {
  renderWithI18n(<PassTheDevice playerName={playerName} onReady={onReady} />, {}, language);
  await act(() => Promise.resolve());
}

describe('PassTheDevice', () => {
  it('names the player in its heading and button, and takes the focus', async () => {
    const onReady = jest.fn();
    await showCurtain('Ben', onReady);
    expect(screen.getByRole('region', { name: 'Pass the device to Ben' })).toHaveTextContent('Everyone else, please look away.');
    const button = screen.getByRole('button', { name: 'I am Ben' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Pass the device to Ben Everyone else, please look away.');
    await userEvent.click(button);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pt', 'Passe o aparelho para Ben', 'Eu sou Ben'],
    ['de', 'Gib das Gerät an Ben weiter', 'Ich bin Ben'],
    ['fr', "Passe l'appareil à Ben", 'Je suis Ben'],
    ['it', 'Passa il dispositivo a Ben', 'Sono Ben'],
  ])('speaks %s', async (language, title, ready) => {
    await showCurtain('Ben', jest.fn(), language);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByRole('button')).toHaveTextContent(ready);
  });

  it('says "ad" before a vowel in Italian', async () => {
    await showCurtain('Anna', jest.fn(), 'it');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Passa il dispositivo ad Anna');
  });
});

describe('PassDeviceOn', () => {
  it('hands the device on', async () => {
    const onPass = jest.fn();
    renderWithI18n(<PassDeviceOn onPass={onPass} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pass the device on' }));
    expect(onPass).toHaveBeenCalledTimes(1);
  });
});
