/** argon2id behind a port: the use cases stay testable without paying for real hashing. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** True when the stored hash was made with weaker parameters than today's: rehash at sign-in. */
  needsRehash(passwordHash: string): boolean;
}

/** The bundled list of passwords attackers try first (identity README, "Passwords"). */
export interface CommonPasswordList {
  isCommon(password: string): boolean;
}

/** Signs access tokens (the platform JwtKeyring: HS256, kid, iat/exp/jti). */
export interface AccessTokenSigner {
  sign(claims: object, expiresInSeconds: number): string;
}

/** Renders an otpauth:// URI as an SVG QR code. */
export interface QrCodeRenderer {
  svg(text: string): Promise<string>;
}

/** Waiting is a dependency so throttling is testable without waiting. */
export interface Sleeper {
  sleep(ms: number): Promise<void>;
}
