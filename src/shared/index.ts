export { DomainError, isDomainError, type DomainErrorKind } from './domain-error.js';
export { systemClock, type Clock } from './clock.js';
