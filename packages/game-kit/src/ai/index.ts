export * from './searchPlayer';
export * from './randomPlayer';
export * from './arena';
export * from './view';
export { rewardsOf } from './rewards';
export { search, type SearchBudget, type SearchOptions, type SearchResult, type RootChoice } from './mcts';
export { createSimulator, actionKey, type Simulator, type SeatAction } from './simulator';
