export * from './contract';
export * from './languages';
export * from './result';
export * from './seat';
export * from './resignation';
export * from './moveArgs';
