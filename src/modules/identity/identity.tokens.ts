export const IDENTITY = {
  AccessLogRepository: Symbol.for('identity.AccessLogRepository'),
  RecordRefusedAccess: Symbol.for('identity.RecordRefusedAccess'),
  ListAccessLog: Symbol.for('identity.ListAccessLog'),
  PurgeAccessLog: Symbol.for('identity.PurgeAccessLog'),
} as const;
