export {
  errorBodyOf,
  errorMessages,
  getErrorMessage,
  retryAfterSeconds,
  statusOf,
  useErrorMessage,
  violationText,
  type ErrorBody,
  type ErrorMessageOptions,
  type FieldLabels,
} from './error-message';
