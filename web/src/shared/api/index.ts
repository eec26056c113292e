export { ApiError, errorMessage } from './ApiError';
export { callApi, type CallOptions } from './callApi';
