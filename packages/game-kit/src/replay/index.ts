export * from './replayMatch';
export * from './logLinePositions';
