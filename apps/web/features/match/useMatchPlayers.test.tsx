import { screen, waitFor, within } from '@testing-library/react';
import { findGame } from '@tabula/catalogue';
import type { PlayerID } from 'boardgame.io';
import schafkopf from '../../../../games/schafkopf/locales/en.json';
import schafkopfDe from '../../../../games/schafkopf/locales/de.json';
import online from '../../locales/en/online.json';
import onlineDe from '../../locales/de/online.json';
import type { Match } from '../../lib/apollo/types';
import { renderInLanguage } from '../i18n/testI18n';
import { PlayersPanel } from './PlayersPanel';
import { SeatBadges } from './SeatBadges';
import { useMatchPlayers } from './useMatchPlayers';

type Seats = Pick<Match, 'playerMemberships' | 'computerSeats'>;

const entry = findGame('schafkopf')!;
const ann = { id: 1, nickname: 'Ann' };
const bob = { id: 2, nickname: 'Bob' };

/** The match screen's two views of the seats: the panel beside the table and the badges on a phone. */
function Seats({ match, viewer }: { match: Seats; viewer: PlayerID | null }) {
  const players = useMatchPlayers(match, entry);
  const seats = { players, seatLabels: players.map(() => ''), acting: [], away: [], viewer };
  return (
    <>
      <PlayersPanel {...seats} />
      <SeatBadges {...seats} />
    </>
  );
}

/** The names each view shows, seat by seat. */
const namesShown = () =>
  screen.getAllByTestId('match-players').map((view) =>
    within(view)
      .getAllByTestId('match-player-name')
      .map((name) => name.textContent),
  );

describe('the match screen names every seat', () => {
  it('names a person and three computer players by seat, each computer with its level', async () => {
    const match: Seats = {
      playerMemberships: [{ bgioPlayerId: '0', user: ann }],
      computerSeats: [
        { bgioPlayerId: '1', level: 'easy' },
        { bgioPlayerId: '2', level: 'medium' },
        { bgioPlayerId: '3', level: 'hard' },
      ],
    };
    renderInLanguage(<Seats match={match} viewer="0" />, 'en', { online, schafkopf });
    const expected = ['Ann (you)', 'Computer (Easy)', 'Computer (Medium)', 'Computer (Hard)'];
    await waitFor(() => expect(namesShown()).toEqual([expected, expected]));
    expect(screen.getAllByTestId('you-are')[0]).toHaveTextContent('You are Player 1');
  });

  it('names shuffled seats by their boardgame.io seat, not by their place in the lists', async () => {
    const match: Seats = {
      playerMemberships: [
        { bgioPlayerId: '0', user: bob },
        { bgioPlayerId: '2', user: ann },
      ],
      computerSeats: [
        { bgioPlayerId: '1', level: 'medium' },
        { bgioPlayerId: '3', level: 'hard' },
      ],
    };
    renderInLanguage(<Seats match={match} viewer="2" />, 'en', { online, schafkopf });
    const expected = ['Bob', 'Computer (Medium)', 'Ann (you)', 'Computer (Hard)'];
    await waitFor(() => expect(namesShown()).toEqual([expected, expected]));
    expect(screen.getAllByTestId('you-are')[0]).toHaveTextContent('You are Player 3');
  });

  it('shows a spectator each seat, with the computer’s level in the reader’s language', async () => {
    const match: Seats = {
      playerMemberships: [{ bgioPlayerId: '1', user: ann }],
      computerSeats: [{ bgioPlayerId: '0', level: 'hard' }],
    };
    renderInLanguage(<Seats match={match} viewer={null} />, 'de', { online: onlineDe, schafkopf: schafkopfDe });
    const expected = ['Computer (Schwer)', 'Ann'];
    await waitFor(() => expect(namesShown()).toEqual([expected, expected]));
  });
});
