export {
  errorBodyOf,
  errorMessages,
  getErrorMessage,
  retryAfterSeconds,
  statusOf,
  useErrorMessage,
  type ErrorBody,
} from './error-message';
