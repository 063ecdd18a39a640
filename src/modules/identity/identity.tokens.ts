export const IDENTITY = {
  AccessLogRepository: Symbol.for('identity.AccessLogRepository'),
  RecordRefusedAccess: Symbol.for('identity.RecordRefusedAccess'),
  ListAccessLog: Symbol.for('identity.ListAccessLog'),
  PurgeAccessLog: Symbol.for('identity.PurgeAccessLog'),
  UserPreferencesRepository: Symbol.for('identity.UserPreferencesRepository'),
  GetUserPreferences: Symbol.for('identity.GetUserPreferences'),
  UpdateUserPreferences: Symbol.for('identity.UpdateUserPreferences'),
} as const;
