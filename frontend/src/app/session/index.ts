export { beginSession, checkTrial, endSessionLocally, announceAccountGone, signOut, startSession } from './session-runtime';
export { SessionExpiryDialog } from './SessionExpiryDialog';
export { useSignOut, type SignOutState } from './useSignOut';
export { describeFieldCode, describeWait, fieldCodeMessage, identityMessages } from './identity.messages';
export { problemOf, readProblem, type ServerProblem } from './server-problem';
export { credentialText } from './credential-text';
export { EMAIL_MAX, PASSWORD_MAX, emailProblem, passwordProblem, problems, usernameProblem, type CredentialProblem } from './credentials';
