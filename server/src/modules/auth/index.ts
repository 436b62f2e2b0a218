// Public surface of the auth module (tag `auth`): other modules and plugins import only this file.
export { authHandlers } from './auth.handlers';
export {
  findSessionUser,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  insertUserIfMissing,
  isSessionKey,
  revokeUserAccess,
  sessionUserQuery,
  toSessionUser,
  type SessionKey,
  type SessionUser,
  type SessionUserRow,
} from './auth.repository';
export { sendTokenMail, TOKEN_MAILS, writeTokenMail, type TokenMailKind } from './one-time-tokens';
export { runTokenMailJob, TOKEN_MAIL_JOB, type TokenMailJob } from './auth.service';
