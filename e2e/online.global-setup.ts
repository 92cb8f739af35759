import { startGameServer, stopGameServer } from './online-game-server';

export default async function globalSetup() {
  await startGameServer();
  return async () => stopGameServer();
}
