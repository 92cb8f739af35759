export * from './namespace';
export * from './TurnIndicator';
export * from './TabulaLogo';
export * from './HomeLink';
export * from './MessagePage';
export * from './GameLayout';
export * from './GameOver';
export * from './Scoreboard';
