export * from './coords';
export * from './draughtsSearch';
export * from './draughtsLog';
