export { errorBodyOf, errorMessages, getErrorMessage, useErrorMessage, type ErrorBody } from './error-message';
