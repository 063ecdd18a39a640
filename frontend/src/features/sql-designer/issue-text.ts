import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { codeValues, importWarningMessages, issueMessages, lossMessages } from './codes.messages';
import type { SqlImportWarning, SqlLoss, SqlSchemaIssue } from './sql-designer.types';

/** Translations of the module's codes; a code the catalog does not know shows the English message it came with. */
export function useCodeText() {
  const intl = useIntl();
  const issue = useCallback((item: SqlSchemaIssue) => {
    const message = issueMessages[item.code];
    return message ? intl.formatMessage(message, codeValues(item)) : item.message;
  }, [intl]);
  const loss = useCallback((item: SqlLoss) => {
    const message = lossMessages[item.code];
    return message ? intl.formatMessage(message, codeValues(item)) : item.message;
  }, [intl]);
  const warning = useCallback((item: SqlImportWarning) => {
    const message = importWarningMessages[item.code];
    return message ? intl.formatMessage(message, codeValues(item)) : item.message;
  }, [intl]);
  return { issue, loss, warning };
}
