import {
  chooseStep,
  scoreTurns,
  SearchBudgetExceeded,
  turnsFrom,
  type DraughtsSearchRules,
  type DraughtsSeat,
} from './draughtsSearch';

// A one-dimensional toy: seat 0 owns the pieces at even indices, seat 1 at odd ones; a step either
// moves a piece onto a free cell or captures the piece next to it (and, with `chain`, may continue).
type ToyBoard = Array<DraughtsSeat | null>;

const toyRules = (forcedCapture: boolean): DraughtsSearchRules<ToyBoard, number> => ({
  legalSteps: (board, seat, chain) => {
    const steps = [];
    for (let from = 0; from < board.length; from += 1) {
      if (board[from] !== seat || (chain !== null && chain !== from)) continue;
      for (const dir of [-1, 1]) {
        const next = from + dir;
        const beyond = from + 2 * dir;
        if (chain === null && board[next] === null) steps.push({ from, to: next });
        if (board[next] && board[next] !== seat && board[beyond] === null) steps.push({ from, to: beyond, captured: next });
      }
    }
    return steps;
  },
  applyStep: (board, step) => {
    const next = board.slice();
    next[step.to] = next[step.from]!;
    next[step.from] = null;
    if (step.captured === undefined) return { board: next, chain: null };
    next[step.captured] = null;
    const seat = next[step.to]!;
    const again = [-1, 1].some((dir) => next[step.to + dir] && next[step.to + dir] !== seat && next[step.to + 2 * dir] === null);
    return { board: next, chain: again ? step.to : null };
  },
  evaluate: (board, seat) => board.reduce((sum, cell) => sum + (cell === null ? 0 : cell === seat ? 1 : -1), 0),
  forcedCapture,
});

describe('draughts search', () => {
  it('follows a capture sequence to its end as one turn', () => {
    const board: ToyBoard = ['0', '1', null, '1', null, null];
    const turns = turnsFrom(toyRules(false), board, '0', null);
    const double = turns.find((turn) => turn.captures === 2)!;
    expect(double.first).toEqual({ from: 0, to: 2, captured: 1 });
    expect(double.board).toEqual([null, null, null, null, '0', null]);
  });

  it('takes the capture that wins material rather than a quiet step', () => {
    const board: ToyBoard = [null, '0', '1', null, null, null, null, '1'];
    const step = chooseStep(toyRules(false), board, '0', null, { depth: 3, nodes: 10_000, noise: 0 }, () => 0);
    expect(step).toEqual({ from: 1, to: 3, captured: 2 });
  });

  it('stops at its budget of positions', () => {
    const board: ToyBoard = ['0', null, null, null, null, null, null, null, null, '1'];
    expect(() => scoreTurns(toyRules(false), board, '0', null, 8, 5)).toThrow(SearchBudgetExceeded);
  });

  it('refuses to choose when there is no legal move', () => {
    expect(() => chooseStep(toyRules(true), ['1', null], '0', null, { depth: 2, nodes: 100, noise: 0 }, () => 0)).toThrow(
      'no legal move',
    );
  });
});
