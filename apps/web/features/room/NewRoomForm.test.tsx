import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { findGame } from '@tabula/catalogue';
import type { CatalogueEntry } from '@tabula/game-kit';
import checkersTexts from '../../../../games/checkers/locales/en.json';
import online from '../../locales/en/online.json';
import { NEW_ROOM } from '../../lib/apollo/operations';
import { renderInLanguage } from '../i18n/testI18n';
import { renderOnline } from '../session/testing';
import { NewRoomForm } from './NewRoomForm';

const router = { query: {} as Record<string, string> };
jest.mock('next/router', () => ({ useRouter: () => router }));

const reversiLike = {
  code: 'reversi',
  name: 'Reversi',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 4,
} as unknown as CatalogueEntry;

describe('NewRoomForm', () => {
  beforeEach(() => {
    router.query = {};
  });

  it('offers capacities within the game players range, private by default, and creates the room', async () => {
    const user = userEvent.setup();
    const onCreated = jest.fn();
    const mocks = [
      {
        request: { query: NEW_ROOM, variables: { gameCode: 'reversi', capacity: 3, isPublic: true, setupData: null } },
        result: { data: { newRoom: { roomId: 'room-9' } } },
      },
    ];
    renderOnline(
      <MockedProvider mocks={mocks}>
        <NewRoomForm entry={reversiLike} onCreated={onCreated} />
      </MockedProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Only people with the link' })).toBeChecked();
    const players = screen.getByRole('combobox', { name: 'Players' });
    const options = within(players).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['2', '3', '4']);
    await user.selectOptions(players, '3');
    await user.click(screen.getByRole('radio', { name: 'Anyone, from the lobby' }));
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('room-9'));
  });

  it('starts from the seat count chosen on the game page', () => {
    router.query = { players: '4' };
    renderOnline(
      <MockedProvider mocks={[]}>
        <NewRoomForm entry={{ ...reversiLike, minPlayers: 3 }} onCreated={jest.fn()} />
      </MockedProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveValue('4');
  });

  it("starts from the game's usual table size when the game page chose none (Schafkopf: four)", () => {
    router.query = {};
    renderOnline(
      <MockedProvider mocks={[]}>
        <NewRoomForm entry={{ ...reversiLike, minPlayers: 3, defaultPlayers: 4 }} onCreated={jest.fn()} />
      </MockedProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveValue('4');
  });

  it('shows the API error instead of leaving the reader without an answer', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: NEW_ROOM, variables: { gameCode: 'reversi', capacity: 2, isPublic: false, setupData: null } },
        result: { errors: [{ message: 'Capacity must be between 2 and 4' }] },
      },
    ];
    renderOnline(
      <MockedProvider mocks={mocks}>
        <NewRoomForm entry={reversiLike} onCreated={jest.fn()} />
      </MockedProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Capacity must be between 2 and 4');
  });

  it("creates the room with the settings chosen on the game's page, and asks no player count for a 2-player game", async () => {
    const user = userEvent.setup();
    const checkers = findGame('checkers')!;
    router.query = { setup: '{"piecesPerPlayer":8,"forcedCapture":false}' };
    const onCreated = jest.fn();
    const mocks = [
      {
        request: {
          query: NEW_ROOM,
          variables: {
            gameCode: 'checkers',
            capacity: 2,
            isPublic: false,
            setupData: JSON.stringify({
              piecesPerPlayer: 8,
              forcedCapture: false,
              flyingKings: true,
              stopJumpingOnKing: true,
              drawAfterMoves: 40,
            }),
          },
        },
        result: { data: { newRoom: { roomId: 'room-c' } } },
      },
    ];
    renderInLanguage(
      <MockedProvider mocks={mocks}>
        <NewRoomForm entry={checkers} onCreated={onCreated} />
      </MockedProvider>,
      'en',
      { online, checkers: checkersTexts },
    );
    expect(await screen.findByRole('combobox', { name: 'Pieces per player' })).toHaveTextContent('8');
    expect(screen.queryByRole('combobox', { name: 'Players' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Forced capture' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Kings can move any distance' }));
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('room-c'));
  });
});
