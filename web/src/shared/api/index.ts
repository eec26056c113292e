export { ApiError, errorMessage, isApiError } from './ApiError';
export { callApi, type CallOptions, type LaterCall } from './callApi';
export { callUpload, type UploadOptions, type UploadProgress } from './callUpload';
