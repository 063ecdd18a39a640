import { defineMessage, type TypedMessageDescriptor } from 'react-intl';

/** Every code message takes the same values; a message uses those it needs. */
export type CodeValues = { table: string; column: string; detail: string; dialect: string };

type CodeMessage = TypedMessageDescriptor<CodeValues>;

/**
 * Validation problems by code (src/modules/sql-workbench/contract.ts, SqlSchemaIssueCode), shown next
 * to the field their path names. A code this map lacks shows the server's English message.
 */
export const issueMessages: Partial<Record<string, CodeMessage>> = {
  SQL_DATABASE_NAME_EMPTY: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.databaseNameEmpty', defaultMessage: 'Give the database a name.', description: 'Validation problem' }),
  SQL_TABLE_NAME_EMPTY: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.tableNameEmpty', defaultMessage: 'Every table needs a name.', description: 'Validation problem' }),
  SQL_COLUMN_NAME_EMPTY: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.columnNameEmpty', defaultMessage: 'Every column needs a name.', description: 'Validation problem' }),
  SQL_COLUMN_TYPE_EMPTY: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.columnTypeEmpty', defaultMessage: 'Choose a type for this column.', description: 'Validation problem' }),
  SQL_COLUMN_TYPE_INVALID: defineMessage<CodeValues>({
    id: 'sqlDesigner.issue.columnTypeInvalid',
    defaultMessage: 'This is not a column type. Pick one from the list, with its length in brackets if any.',
    description: 'Validation problem',
  }),
  SQL_NAME_TOO_LONG: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.nameTooLong', defaultMessage: 'Names are limited to 128 characters.', description: 'Validation problem' }),
  SQL_TABLE_DUPLICATE: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.tableDuplicate', defaultMessage: 'Another table already has this name.', description: 'Validation problem' }),
  SQL_COLUMN_DUPLICATE: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.columnDuplicate', defaultMessage: 'Another column of this table already has this name.', description: 'Validation problem' }),
  SQL_FK_TARGET_MISSING: defineMessage<CodeValues>({
    id: 'sqlDesigner.issue.fkTargetMissing',
    defaultMessage: 'A foreign key needs the table and the column it references.',
    description: 'Validation problem',
  }),
  SQL_FK_TABLE_MISSING: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.fkTableMissing', defaultMessage: 'The referenced table does not exist.', description: 'Validation problem' }),
  SQL_FK_COLUMN_MISSING: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.fkColumnMissing', defaultMessage: 'The referenced column does not exist.', description: 'Validation problem' }),
  SQL_FK_COLUMN_NOT_UNIQUE: defineMessage<CodeValues>({
    id: 'sqlDesigner.issue.fkColumnNotUnique',
    defaultMessage: 'The referenced column must be a primary key or unique.',
    description: 'Validation problem',
  }),
  SQL_CONSTRAINT_COLUMN_MISSING: defineMessage<CodeValues>({
    id: 'sqlDesigner.issue.constraintColumnMissing',
    defaultMessage: 'A constraint of table “{table}” names a column it does not have.',
    description: 'Validation problem',
  }),
  SQL_TOO_MANY_TABLES: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.tooManyTables', defaultMessage: 'A schema holds at most 500 tables.', description: 'Validation problem' }),
  SQL_TOO_MANY_COLUMNS: defineMessage<CodeValues>({ id: 'sqlDesigner.issue.tooManyColumns', defaultMessage: 'A table holds at most 200 columns.', description: 'Validation problem' }),
};

/** What a dialect's DDL cannot say as designed (SqlLossCode), listed under the SQL. */
export const lossMessages: Partial<Record<string, CodeMessage>> = {
  SQL_LOSS_ARRAY: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.array',
    defaultMessage: '{table}.{column}: arrays exist only in PostgreSQL; stored as {detail}.',
    description: 'DDL loss; detail is the type used instead',
  }),
  SQL_LOSS_TYPE_APPROXIMATED: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.typeApproximated',
    defaultMessage: '{table}.{column}: {dialect} has no such type; {detail} is used.',
    description: 'DDL loss; detail is the type used instead',
  }),
  SQL_LOSS_TYPE_VERBATIM: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.typeVerbatim',
    defaultMessage: '{table}.{column}: unknown type written as is; the database may refuse it.',
    description: 'DDL loss',
  }),
  SQL_LOSS_LENGTH_NOT_ENFORCED: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.lengthNotEnforced',
    defaultMessage: '{table}.{column}: SQLite keeps the declared length or precision but does not enforce it.',
    description: 'DDL loss',
  }),
  SQL_LOSS_TIME_ZONE: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.timeZone',
    defaultMessage: '{table}.{column}: {dialect} cannot keep the time zone; {detail} is used.',
    description: 'DDL loss',
  }),
  SQL_LOSS_AUTO_INCREMENT: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.autoIncrement',
    defaultMessage: '{table}.{column}: {dialect} cannot auto-increment this column.',
    description: 'DDL loss',
  }),
  SQL_LOSS_KEY_LENGTH: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.keyLength',
    defaultMessage: '{table}.{column}: a key needs a bounded length in {dialect}; {detail} is used.',
    description: 'DDL loss',
  }),
  SQL_LOSS_DEFAULT: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.default',
    defaultMessage: '{table}.{column}: {dialect} cannot write this default as given.',
    description: 'DDL loss',
  }),
  SQL_LOSS_REFERENTIAL_ACTION: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.referentialAction',
    defaultMessage: '{table}: {dialect} refuses the action {detail} of a foreign key; it is left out.',
    description: 'DDL loss',
  }),
  SQL_LOSS_NAME_TOO_LONG: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.nameTooLong',
    defaultMessage: '{table}: a name is longer than {dialect} keeps ({detail}).',
    description: 'DDL loss',
  }),
  SQL_LOSS_COMMENT: defineMessage<CodeValues>({ id: 'sqlDesigner.loss.comment', defaultMessage: '{table}: {dialect} has no clause for this comment.', description: 'DDL loss' }),
  SQL_LOSS_EMPTY_TABLE: defineMessage<CodeValues>({
    id: 'sqlDesigner.loss.emptyTable',
    defaultMessage: '{table}: a table without columns is refused by {dialect}.',
    description: 'DDL loss',
  }),
};

/** What an import could not keep (SqlImportWarningCode). */
export const importWarningMessages: Partial<Record<string, CodeMessage>> = {
  SQL_IMPORT_STATEMENT_IGNORED: defineMessage<CodeValues>({ id: 'sqlDesigner.importWarning.statement', defaultMessage: 'Statement ignored: {detail}', description: 'Import warning' }),
  SQL_IMPORT_INDEX_IGNORED: defineMessage<CodeValues>({ id: 'sqlDesigner.importWarning.index', defaultMessage: '{table}: index ignored ({detail})', description: 'Import warning' }),
  SQL_IMPORT_CHECK_IGNORED: defineMessage<CodeValues>({ id: 'sqlDesigner.importWarning.check', defaultMessage: '{table}: CHECK constraint ignored', description: 'Import warning' }),
  SQL_IMPORT_DEFAULT_IGNORED: defineMessage<CodeValues>({ id: 'sqlDesigner.importWarning.default', defaultMessage: '{table}.{column}: default ignored ({detail})', description: 'Import warning' }),
  SQL_IMPORT_ENUM_AS_TEXT: defineMessage<CodeValues>({ id: 'sqlDesigner.importWarning.enum', defaultMessage: '{table}.{column}: enumeration kept as text ({detail})', description: 'Import warning' }),
  SQL_IMPORT_FK_TARGET_UNKNOWN: defineMessage<CodeValues>({
    id: 'sqlDesigner.importWarning.fkTarget',
    defaultMessage: '{table}.{column}: foreign key to an unknown table dropped ({detail})',
    description: 'Import warning',
  }),
};

export const DIALECT_NAMES = { postgresql: 'PostgreSQL', mysql: 'MySQL/MariaDB', sqlite: 'SQLite', sqlserver: 'SQL Server' } as const;

/** The values a code message reads, from an issue, a loss or a warning. */
export function codeValues(item: { table?: string | undefined; column?: string | undefined; detail?: string | undefined; dialect?: keyof typeof DIALECT_NAMES | undefined }): CodeValues {
  return { table: item.table ?? '', column: item.column ?? '', detail: item.detail ?? '', dialect: item.dialect ? DIALECT_NAMES[item.dialect] : '' };
}
