export * from './Checkerboard';
export * from './useMoveSelection';
