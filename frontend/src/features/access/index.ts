export { ACCESS_RULES, decideAccess, matchesPrefix, type AccessDecision, type Redirect, type Requirement, type Viewer } from './access-rules';
export { AccessGate, type RefusedAccessState } from './AccessGate';
export { RefusedAccessNotice } from './RefusedAccessNotice';
export { loginPathFor, NEXT_PARAM, safeReturnPath } from './return-path';
