import { screen } from '@testing-library/react';
import reversiEn from '../../../../games/reversi/locales/en.json';
import takesixDe from '../../../../games/takesix/locales/de.json';
import takesixEn from '../../../../games/takesix/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { type AgainstComputer, usePlayers } from './usePlayers';

function Names({ code, numPlayers, againstComputer }: { code: string; numPlayers: number; againstComputer?: AgainstComputer }) {
  const players = usePlayers(code, numPlayers, againstComputer);
  return <output>{players.map((player) => player.name).join(' | ')}</output>;
}

const names = () => screen.getByRole('status').textContent;

describe('usePlayers', () => {
  it('numbers the computer seats of a big table shortly, in the reader’s language', () => {
    renderInLanguage(<Names code="takesix" numPlayers={4} againstComputer={{ humanSeat: '0' }} />, 'en', { takesix: takesixEn });
    expect(names()).toBe('You | Computer 2 | Computer 3 | Computer 4');
  });

  it('says the same in German', () => {
    renderInLanguage(<Names code="takesix" numPlayers={3} againstComputer={{ humanSeat: '1' }} />, 'de', { takesix: takesixDe });
    expect(names()).toBe('Computer 1 | Du | Computer 3');
  });

  it("keeps a game's own seat names beside the computer", () => {
    const seats = Object.keys((reversiEn as { seats: Record<string, string> }).seats).length;
    renderInLanguage(<Names code="reversi" numPlayers={Math.min(seats, 3)} againstComputer={{ humanSeat: '0' }} />, 'en', {
      reversi: reversiEn,
    });
    const seatNames = (reversiEn as { seats: Record<string, string> }).seats;
    expect(names()).toBe(`You | Computer (${seatNames['1']}) | Computer (${seatNames['2']})`);
  });

  it('calls a single computer just "Computer", and seats on one device by name or number', () => {
    renderInLanguage(
      <>
        <Names code="takesix" numPlayers={2} againstComputer={{ humanSeat: '0' }} />
        <Names code="takesix" numPlayers={2} />
      </>,
      'en',
      { takesix: takesixEn },
    );
    expect(screen.getAllByRole('status').map((output) => output.textContent)).toEqual(['You | Computer', 'Player 1 | Player 2']);
  });
});
