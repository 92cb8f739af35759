export * from './games';
export * from './lookup';
export * from './search';
