export { DomainError, isDomainError, type DomainErrorKind } from './domain-error.js';
export { systemClock, type Clock } from './clock.js';
export { membersOf } from './members-of.js';
export { isUuid } from './uuid.js';
