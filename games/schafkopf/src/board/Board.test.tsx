import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { card, dealState } from '../testState';
import type { SchafkopfState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const HANDS = [
  'A-leaves 10-leaves K-leaves 9-leaves 8-leaves A-bells 7-hearts O-bells',
  'O-acorns O-leaves U-acorns A-hearts 10-hearts 7-leaves 7-acorns 8-acorns',
  'O-hearts U-leaves U-hearts K-hearts 9-hearts A-acorns 10-acorns K-acorns',
  'U-bells 8-hearts 9-acorns 10-bells K-bells 9-bells 8-bells 7-bells',
];

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla', 'Dora']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer (West)' },
    { playerID: '2', name: 'Computer (North)' },
    { playerID: '3', name: 'Computer (East)' },
  ],
  aiSeats: ['1', '2', '3'],
};

function renderBoard(
  G: SchafkopfState,
  phase: string,
  playerID: PlayerID | null,
  activePlayers: PlayerID[] | null = null,
  gameArgs: GameArgs = online,
) {
  const ctx = testCtx({
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 3,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  });
  const moves = moveSpies(['bid', 'declare', 'contra', 're', 'play', 'nextRound', 'quit']);
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs });
  return moves;
}

describe('Schafkopf board', () => {
  it('asks forehand "Pass" or "I\'m playing" and sends the call', () => {
    const moves = renderBoard(dealState({ hands: HANDS }), 'bidding', '1');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    expect(screen.getByText('Would you like to play?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "I'm playing" }));
    expect(moves.bid).toHaveBeenCalledWith('play');
  });

  it('shows the contract and lets the player on turn play a legal card, refusing the others', () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' } });
    G.trick.cards.push({ seat: '1', card: card('A-hearts') });
    G.hands['1'] = G.hands['1']!.filter((c) => c !== card('A-hearts'));
    G.toAct = '2';
    const moves = renderBoard(G, 'play', '2');
    expect(screen.getAllByText('Ace game with the leaf ace').length).toBeGreaterThan(0);
    const hand = screen.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getByRole('button', { name: /Ace of acorns/ }));
    expect(moves.play).not.toHaveBeenCalled();
    fireEvent.click(within(hand).getByRole('button', { name: /King of hearts/ }));
    expect(moves.play).toHaveBeenCalledWith({ card: card('K-hearts') });
  });

  it('shows a spectator no hand and no partner', () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' } });
    renderBoard(G, 'play', null);
    expect(screen.queryByRole('group', { name: 'Your hand' })).not.toBeInTheDocument();
    expect(screen.queryByText(/you are the taker's partner/)).not.toBeInTheDocument();
  });

  it('tells the partner only the partner is them, and offers them no Contra', () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' } });
    const moves = renderBoard(G, 'contra', '0', ['0', '2', '3']);
    expect(screen.getByRole('button', { name: 'Contra!' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(moves.contra).toHaveBeenCalledWith(false);
  });

  it('at the end of a deal shows every hand as dealt and sends "Next round!"', () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'bettel', taker: '1' } });
    G.revealed = true;
    const moves = renderBoard(G, 'roundEnd', '3', ['0', '1', '2', '3']);
    expect(screen.getAllByTestId(/^dealt-/)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Next round!' }));
    expect(moves.nextRound).toHaveBeenCalled();
  });

  it('asks before quitting at the end of a deal, and marks nobody to play', () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'bettel', taker: '1' } });
    G.revealed = true;
    const moves = renderBoard(G, 'roundEnd', '3', ['0', '1', '2', '3']);
    expect(screen.queryByText('To play')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quit game' }));
    expect(screen.getByRole('dialog', { name: 'Quit the match?' })).toBeInTheDocument();
    expect(moves.quit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Quit the match' }));
    expect(moves.quit).toHaveBeenCalled();
  });

  it('says which deal of the match is being played', () => {
    const G = dealState({ hands: HANDS });
    G.settings = { deals: 8 };
    G.rounds = [{ round: 1, dealer: '0', points: { '0': 1, '1': 1, '2': -1, '3': -1 } } as never];
    renderBoard(G, 'bidding', '1');
    expect(screen.getByText('Deal 2 of 8')).toBeInTheDocument();
  });

  it("leaves saying who quit to the site's game-over panel: the board does not say it a second time", () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'bettel', taker: '1' } });
    G.revealed = true;
    G.quitBy = '2';
    const gameover = { draw: true, reason: 'quit' };
    const ctx = testCtx({ playOrder: G.seats, currentPlayer: G.toAct, phase: 'roundEnd', gameover });
    renderGameBoard(Board, { G: playerView({ G, ctx, playerID: '0' }), ctx, playerID: '0', gameArgs: online });
    expect(screen.queryByText(/quit the match/)).not.toBeInTheDocument();
  });
});

describe('Schafkopf against the computer', () => {
  it('names the computer seat that is choosing the contract, in the third person', () => {
    const G = dealState({ hands: HANDS, contract: { kind: 'rufspiel', taker: '2' } });
    G.toAct = '2';
    renderBoard(G, 'declare', '0', null, againstComputer);
    expect(screen.getByText('Computer (North) is choosing the contract')).toBeInTheDocument();
  });

  it('words the log\'s lines about the seat named "You" in the second person', () => {
    const lines = [
      { key: 'calledAce', seat: '0' },
      { key: 'calledAce', seat: '2' },
      { key: 'readyForNextDeal', seat: '0' },
    ];
    render(<GameLogList lines={lines} gameNamespace="schafkopf" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      "You play the called ace: the taker's partner",
      "Computer (North) plays the called ace: the taker's partner",
      'You are ready for the next deal',
    ]);
  });
});
