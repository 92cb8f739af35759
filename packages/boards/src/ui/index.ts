export * from './Checkerboard';
export * from './Disc';
export * from './draughtsStatus';
export * from './squareDescription';
export * from './useMoveSelection';
