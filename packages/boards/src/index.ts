export * from './coords';
