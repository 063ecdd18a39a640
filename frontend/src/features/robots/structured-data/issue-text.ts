import type { MessageDescriptor } from 'react-intl';
import type { DevtoolsSdIssueCode, DevtoolsSdWarningCode, StructuredDataIssue } from '../../../../../src/modules/devtools/contract.js';
import type { Sentence } from '../robots-errors.js';
import { sdMessages as sd } from './structured-data.messages.js';

/** Every issue an item can carry (contract.ts, DEVTOOLS_SD_ISSUE_CODES). */
const ISSUE_TEXT: Record<DevtoolsSdIssueCode, MessageDescriptor> = {
  DEVTOOLS_SD_JSONLD_SYNTAX: sd.iSyntax,
  DEVTOOLS_SD_JSONLD_NOT_OBJECT: sd.iNotObject,
  DEVTOOLS_SD_MISSING_TYPE: sd.iMissingType,
  DEVTOOLS_SD_UNKNOWN_TYPE: sd.iUnknownType,
  DEVTOOLS_SD_UNKNOWN_PROPERTY: sd.iUnknownProperty,
  DEVTOOLS_SD_PROPERTY_NOT_ON_TYPE: sd.iNotOnType,
  DEVTOOLS_SD_WRONG_VALUE_KIND: sd.iWrongKind,
  DEVTOOLS_SD_MISSING_REQUIRED: sd.iMissingRequired,
  DEVTOOLS_SD_MISSING_RECOMMENDED: sd.iMissingRecommended,
  DEVTOOLS_SD_SUPERSEDED: sd.iSupersededBare,
  DEVTOOLS_SD_NOT_SCHEMA_ORG: sd.iNotSchemaOrg,
  DEVTOOLS_SD_JSONLD_NO_CONTEXT: sd.iNoContext,
  DEVTOOLS_SD_ITEMREF_NOT_FOUND: sd.iItemref,
  DEVTOOLS_SD_TOO_DEEP: sd.iTooDeep,
  DEVTOOLS_SD_EMPTY_VALUE: sd.iEmpty,
};

export const PAGE_WARNING_TEXT: Record<DevtoolsSdWarningCode, MessageDescriptor> = {
  DEVTOOLS_SD_PAGE_TRUNCATED: sd.wTruncated,
  DEVTOOLS_SD_NONE_FOUND: sd.wNoneFound,
  DEVTOOLS_SD_TOO_MANY_ITEMS: sd.wTooMany,
};

/** `expected` is a kind, a type, a replacement or a choice `a|b|c`; schema.org names are not translated. */
export function issueSentence(issue: StructuredDataIssue, severity: 'error' | 'warning'): Sentence {
  // As an error, it is a JSON-LD block past 128 brackets; as a warning, items nested past 16 (contract.ts).
  if (issue.code === 'DEVTOOLS_SD_TOO_DEEP' && severity === 'error') return { message: sd.iTooDeepBlock };
  const expected = issue.expected?.split('|').join(', ');
  if (issue.code === 'DEVTOOLS_SD_MISSING_REQUIRED' && issue.expected?.includes('|')) return { message: sd.iMissingOneOf, values: { expected: expected! } };
  if (issue.code === 'DEVTOOLS_SD_SUPERSEDED' && expected) return { message: sd.iSuperseded, values: { expected } };
  if (issue.code === 'DEVTOOLS_SD_WRONG_VALUE_KIND') return { message: sd.iWrongKind, values: { expected: expected ?? '?' } };
  return { message: ISSUE_TEXT[issue.code] };
}
