export * from './bank-transfer';
export * from './emd-ledger';
export * from './integrity-signals';
export * from './lot-award';
export * from './lot-close';
export * from './sale-figures';
export * from './sale-machine';
export * from './tax-invoice';
