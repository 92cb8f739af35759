export * from './Checkerboard';
export * from './Disc';
export * from './DraughtsStatus';
export * from './useMoveSelection';
