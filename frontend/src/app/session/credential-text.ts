import type { IntlShape } from 'react-intl';
import { PASSWORD_MAX, type CredentialProblem } from './credentials';
import { identityMessages as im } from './identity.messages';

/** The sentence for a problem the browser found itself (the same wording the server's codes get). */
export function credentialText(intl: IntlShape, problem: CredentialProblem): string {
  if (problem === 'passwordTooLong') return intl.formatMessage(im.passwordTooLong, { max: PASSWORD_MAX });
  return intl.formatMessage(im[problem]);
}
