// Public surface of the auth module (tag `auth`): other modules and plugins import only this file.
export { authHandlers } from './auth.handlers';
export {
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  insertUserIfMissing,
  revokeUserAccess,
} from './auth.repository';
export {
  findSessionUser,
  isSessionKey,
  sessionUserQuery,
  toSessionUser,
  type SessionKey,
  type SessionUser,
  type SessionUserRow,
} from '../../security/session-lookup';
export { sendTokenMail, TOKEN_MAILS, writeTokenMail, type TokenMailKind } from './one-time-tokens';
export { runTokenMailJob, TOKEN_MAIL_JOB, type TokenMailJob } from './auth.service';
