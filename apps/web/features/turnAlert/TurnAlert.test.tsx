import { act, fireEvent, screen } from '@testing-library/react';
import { renderInLanguage } from '../i18n/testI18n';
import { installFakeAudio, installFakeNotifications } from './testDoubles';
import { TurnAlert } from './TurnAlert';

const ctx = { currentPlayer: '1', activePlayers: null, gameover: undefined };

installFakeAudio();

describe('TurnAlert', () => {
  it('offers browser notifications once, asking for permission only from the click', async () => {
    const { requestPermission } = installFakeNotifications('default');
    renderInLanguage(<TurnAlert ctx={ctx} playerID="0" gameName="Chess" />);
    expect(requestPermission).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Notify me when it is my turn' }));
    });
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Notify me when it is my turn' })).not.toBeInTheDocument();
  });

  it.each(['granted', 'denied'] as const)('offers nothing when the browser has the answer (%s)', (permission) => {
    installFakeNotifications(permission);
    renderInLanguage(<TurnAlert ctx={ctx} playerID="0" gameName="Chess" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing to a spectator', () => {
    installFakeNotifications('default');
    renderInLanguage(<TurnAlert ctx={ctx} playerID={undefined} gameName="Chess" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['pt', 'Avise-me quando for a minha vez'],
    ['de', 'Benachrichtige mich, wenn ich am Zug bin'],
    ['fr', "Me prévenir quand c'est mon tour"],
    ['it', 'Avvisami quando tocca a me'],
  ] as const)('offers it in %s', (language, name) => {
    installFakeNotifications('default');
    renderInLanguage(<TurnAlert ctx={ctx} playerID="0" gameName="Chess" />, language);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
