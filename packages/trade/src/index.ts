export * from './emd-ledger';
export * from './sale-figures';
export * from './sale-machine';
