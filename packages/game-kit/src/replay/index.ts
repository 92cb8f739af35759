export * from './replayMatch';
export * from './logLinePositions';
export * from './rulesFromStart';
