export * from './constants';
export * from './jobs';
