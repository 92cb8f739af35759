export * from './coords';
export * from './draughtsSearch';
