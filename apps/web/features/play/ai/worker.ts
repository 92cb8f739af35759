// The computer's thinking, off the page's main thread: loads the game's AI by catalogue code and
// answers one chooseMove request per message. It is given the seat's view only.
import { findGame } from '@tabula/catalogue';
import type { AiConfig } from '@tabula/game-kit';
import type { AiWorkerReply, AiWorkerRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiWorkerRequest>) => void) | null;
  postMessage: (reply: AiWorkerReply) => void;
};

const loaded = new Map<string, Promise<AiConfig>>();

function aiFor(code: string): Promise<AiConfig> {
  let ai = loaded.get(code);
  if (!ai) {
    const loader = findGame(code)?.aiConfig;
    ai = loader ? loader() : Promise.reject(new Error(`no AI for ${code}`));
    loaded.set(code, ai);
  }
  return ai;
}

scope.onmessage = async ({ data }) => {
  const { id, code, view, ctx, playerID, level } = data;
  try {
    const ai = await aiFor(code);
    const move = await ai.chooseMove({ view, ctx, playerID, level, random: Math.random });
    scope.postMessage({ id, move });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
