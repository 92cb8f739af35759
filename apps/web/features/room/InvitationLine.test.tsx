import { screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import online from '../../locales/en/online.json';
import onlineDe from '../../locales/de/online.json';
import onlineFr from '../../locales/fr/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { RequireSession } from '../session/RequireSession';
import { InvitationLine } from './InvitationLine';

const invitation = { gameCode: 'skat', capacity: 3, creatorNickname: 'Anna', started: false };

describe('a room link’s invitation', () => {
  beforeEach(() => localStorage.clear());

  it('names who invites to which game and for how many, above the nickname field', async () => {
    renderInLanguage(
      <MockedProvider mocks={[]}>
        <RequireSession intro={<InvitationLine invitation={invitation} gameName="Skat" />}>
          <p>room</p>
        </RequireSession>
      </MockedProvider>,
      'en',
      { online },
    );
    const line = await screen.findByTestId('room-invitation');
    expect(line).toHaveTextContent('Anna invites you to Skat (3 players)');
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    expect(line.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('room')).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', () => {
    renderInLanguage(<InvitationLine invitation={invitation} gameName="Schafkopfen" />, 'de', { online: onlineDe });
    expect(screen.getByTestId('room-invitation')).toHaveTextContent('Anna lädt dich zu Schafkopfen ein (3 Spieler)');
  });

  it('says the room is open to the visitor when nobody created it any more', () => {
    renderInLanguage(
      <InvitationLine invitation={{ ...invitation, creatorNickname: null, capacity: 4 }} gameName="Skat" />,
      'fr',
      {
        online: onlineFr,
      },
    );
    expect(screen.getByTestId('room-invitation')).toHaveTextContent('Tu es invité à jouer à Skat (4 joueurs)');
  });
});
