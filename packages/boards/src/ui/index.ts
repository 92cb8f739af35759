export * from './Checkerboard';
export * from './Disc';
export * from './useMoveSelection';
