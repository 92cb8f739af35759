// The computer's thinking, off the page's main thread: loads the game's AI by catalogue code and
// answers one chooseMove request per message. It is given the seat's view only.
import { aiConfigOf } from '@tabula/catalogue';
import type { AiWorkerReply, AiWorkerRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiWorkerRequest>) => void) | null;
  postMessage: (reply: AiWorkerReply) => void;
};

scope.onmessage = async ({ data }) => {
  const { id, code, view, ctx, playerID, level } = data;
  try {
    const ai = await aiConfigOf(code);
    const move = await ai.chooseMove({ view, ctx, playerID, level, random: Math.random });
    scope.postMessage({ id, move });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
