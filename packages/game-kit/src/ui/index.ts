export * from './namespace';
export * from './TurnIndicator';
