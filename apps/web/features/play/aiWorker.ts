// The computer's thinking, off the page's main thread: loads the game's AI by catalogue code and
// answers one chooseMove request per message.
import { findGame } from '@tabula/catalogue';
import type { AiMove } from '@tabula/game-kit';
import type { AiWorkerReply, AiWorkerRequest } from './aiWorkerProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiWorkerRequest>) => void) | null;
  postMessage: (reply: AiWorkerReply) => void;
};

scope.onmessage = async ({ data }) => {
  const { id, code, G, ctx, playerID, level } = data;
  try {
    const loader = findGame(code)?.aiConfig;
    if (!loader) throw new Error(`no AI for ${code}`);
    const ai = await loader();
    const move: AiMove = await ai.chooseMove({ G, ctx, playerID, level, random: Math.random });
    scope.postMessage({ id, move });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
