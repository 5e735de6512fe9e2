export { ApiError, fallbackMessages } from './api-error';
export { api, apiBasePath, request, requestBlob } from './client';
export { authQueryKeys, getMyProfile, login, logout, signup } from './auth';
