/** Options of a move that several seats answer in one step. */
export interface AnswerOptions {
  /** The move reads what the answering seat cannot see: the server alone runs it. */
  client?: false;
  /** The answer is secret (a word, a fleet): its arguments never reach the others' logs. */
  redact?: true;
}

/**
 * A move that several seats answer in one step: a word each, a fleet each, Contra, "next round".
 * boardgame.io refuses a move made on a state older than the server's, so when two seats answer
 * within one round trip the second answer was refused as stale and lost. An answer declared with
 * this is applied whenever it arrives while the step is open, whatever other answers came first.
 *
 * Only for steps that stay open until each answering seat has answered (or left the step), whose
 * seats answer at most once (`maxMoves: 1`, `ActivePlayers.ALL_ONCE`, a seat leaving its stage),
 * and whose move checks for itself that the sender may still answer: an answer can then never be
 * carried into a later step, since the step it answers cannot close without it. A step whose seats
 * may answer again (a secret pick changed until the reveal) names the step in the move instead
 * (`pickMove`'s round), so a late answer is refused once its step has closed.
 */
export function answerMove<Move>(move: Move, options: AnswerOptions = {}) {
  return { move, ...options, ignoreStaleStateID: true as const };
}

/** Whether a move (as a game declares it) is one that seats answer at once (answerMove). */
export function isAnswerMove(move: unknown): boolean {
  return typeof move === 'object' && move !== null && (move as { ignoreStaleStateID?: unknown }).ignoreStaleStateID === true;
}
