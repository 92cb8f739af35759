import { fireEvent, screen, within } from '@testing-library/react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, type GameArgs, newPicks, PICK_STAGE } from '@tabula/game-kit';
import { moveSpies, renderBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { standardRoles, tableState } from '../testTable';
import type { Ballot, SecretDraculaState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const NAMES = ['Ana', 'Bruno', 'Carla', 'Dario', 'Eva', 'Fritz', 'Gina'];
const online = seatArgs('OnlineFriend', NAMES);
const MOVES = [
  'nominate',
  'vote',
  'mayorDiscard',
  'priestDiscard',
  'proposeVeto',
  'answerVeto',
  'investigate',
  'endPeek',
  'callSpecialElection',
  'execute',
] as const;

function show(G: SecretDraculaState, stages: Record<PlayerID, string>, playerID: PlayerID | null, gameArgs: GameArgs = online) {
  const ctx: Partial<Ctx> = { numPlayers: G.seats.length, playOrder: G.seats, phase: 'play', activePlayers: stages };
  const moves = moveSpies([...MOVES]);
  const view = playerView({ G, ctx: ctx as Ctx, playerID });
  const result = renderBoard(Board, { G: view, ctx, moves, playerID, gameArgs });
  return { moves, ...result };
}

// Seven seats: Ana (0) is Dracula, Bruno (1) and Carla (2) vampires, the rest villagers.
const seven = () => tableState({ roles: standardRoles(7, 3), mayor: '3', termLimited: { mayor: '1', priest: '4' } });

describe('Secret Dracula board', () => {
  it('lets the Mayor candidate click only the eligible seats, and sends the nomination', () => {
    const { moves } = show(seven(), { '3': 'nominate' }, '3');
    expect(screen.getByText('Nominate a Priest')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-4')).getByText('Term-limited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bruno' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dario' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gina' }));
    expect(moves.nominate).toHaveBeenCalledWith('6');
  });

  it('offers nothing to click to a seat that is not to act', () => {
    const { moves } = show(seven(), { '3': 'nominate' }, '5');
    expect(screen.queryByRole('button', { name: 'Gina' })).toBeNull();
    expect(moves.nominate).not.toHaveBeenCalled();
  });

  it('asks for a secret vote, shows who has voted but never how, and sends the ballot for the open round', () => {
    const G = seven();
    G.step = 'vote';
    G.priest = '6';
    G.votes = newPicks<Ballot>(G.seats);
    G.votes.picks['2'] = { ballot: 'no' };
    const stages = Object.fromEntries(G.seats.map((seat) => [seat, seat === '2' ? ASIDE_STAGE : PICK_STAGE]));
    const { moves } = show(G, stages, '5');
    expect(screen.getByText('Elect Dario as Mayor and Gina as Priest?')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-2')).getByText('✓ Voted')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-2')).queryByText('No')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(moves.vote).toHaveBeenCalledWith(G.votes.round, { ballot: 'yes' });
  });

  it('asks the candidate and the nominee about themselves, not by their own names', () => {
    const G = seven();
    G.step = 'vote';
    G.priest = '6';
    G.votes = newPicks<Ballot>(G.seats);
    const stages = Object.fromEntries(G.seats.map((seat) => [seat, PICK_STAGE]));
    const { unmount } = show(G, stages, '3');
    expect(screen.getByText('Elect yourself as Mayor and Gina as Priest?')).toBeInTheDocument();
    unmount();
    show(G, stages, '6');
    expect(screen.getByText('Elect Dario as Mayor and yourself as Priest?')).toBeInTheDocument();
  });

  it('shows the Mayor the three drawn policies to discard one by its kind; nobody else sees them', () => {
    const G = seven();
    G.step = 'mayorDiscard';
    G.priest = '6';
    G.mayorHand = { garlic: 1, blood: 2 };
    const { moves, unmount } = show(G, { '3': 'mayorDiscard' }, '3');
    expect(within(screen.getByTestId('secretDracula-hand')).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Discard Garlic' }));
    expect(moves.mayorDiscard).toHaveBeenCalledWith('garlic');
    unmount();
    show(G, { '3': 'mayorDiscard' }, '6');
    expect(screen.queryByTestId('secretDracula-hand')).toBeNull();
  });

  it('offers the Priest a veto once five blood policies are enacted', () => {
    const G = seven();
    G.step = 'priestDiscard';
    G.priest = '6';
    G.bloodEnacted = 5;
    G.priestHand = { garlic: 0, blood: 2 };
    const { moves } = show(G, { '6': 'priestDiscard' }, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Propose a veto' }));
    expect(moves.proposeVeto).toHaveBeenCalled();
    expect(screen.getByText('Veto unlocked')).toBeInTheDocument();
  });

  it('tells a vampire its fellows and Dracula; tells Dracula at seven players no one', () => {
    const { unmount } = show(seven(), { '3': 'nominate' }, '1');
    expect(screen.getByText('You are a vampire: help Dracula take the village.')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-0')).getByText('Dracula')).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-5')).getByText('Villager')).toBeInTheDocument();
    unmount();
    show(seven(), { '3': 'nominate' }, '0');
    expect(screen.getByText(/You do not know who the other vampires are/)).toBeInTheDocument();
    expect(within(screen.getByTestId('seat-1')).queryByText('Vampire')).toBeNull();
  });

  it('tells an executed seat it watches, and gives it nothing to do', () => {
    const G = seven();
    G.dead = ['5'];
    G.step = 'vote';
    G.priest = '6';
    G.votes = newPicks<Ballot>(['0', '1', '2', '3', '4', '6']);
    show(G, Object.fromEntries(Object.keys(G.votes.picks).map((seat) => [seat, PICK_STAGE])), '5');
    expect(screen.getByText(/You have been executed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('shows the blood track with the powers of this table size', () => {
    show(seven(), { '3': 'nominate' }, '3');
    const tracks = screen.getByTestId('secretDracula-tracks');
    expect(within(tracks).getByLabelText('Box 2: Investigate')).toBeInTheDocument();
    expect(within(tracks).getByLabelText('Box 3: Special election')).toBeInTheDocument();
    expect(within(tracks).getByLabelText('Box 6: the vampires win')).toBeInTheDocument();
  });

  it('lets the one person against the computer act for its own seat only', () => {
    const args = seatArgs('AI', ['You', ...NAMES.slice(1)], { aiSeats: ['1', '2', '3', '4', '5', '6'] });
    const G = seven();
    G.mayor = '0';
    const { moves } = show(G, { '0': 'nominate' }, '0', args);
    fireEvent.click(screen.getByRole('button', { name: 'Carla' }));
    expect(moves.nominate).toHaveBeenCalledWith('2');
  });
});
