export { DataProvider } from './DataProvider';
export { queryClient } from './queryClient';
export { queryKeys } from './keys';
export { useInvalidateSoon, usePollWhileDown } from './live';
export { readState, type ReadState } from './readState';
export { forgetCachedReads } from './forgetCached';
