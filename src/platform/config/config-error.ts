/** Thrown for a missing or invalid setting; its message is the single line printed before exiting. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
