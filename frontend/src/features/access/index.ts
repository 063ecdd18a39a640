export { ACCESS_RULES, decideAccess, matchesPrefix, type AccessDecision, type Redirect, type Requirement, type Viewer } from './access-rules';
