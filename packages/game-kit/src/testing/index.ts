export * from './playout';
export * from './seededRandom';
export * from './localeKeys';
export * from './bench';
export * from './hiddenInformation';
export * from './clientFromState';
export * from './reactI18nextStandIn';
export * from './secretsSeen';
