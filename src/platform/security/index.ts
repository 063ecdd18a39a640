export { IpHasher, normaliseIp } from './ip-hasher.js';
export { JwtKeyring, JWT_ALGORITHM, keyIdOf } from './jwt-keyring.js';
export { CredentialsKeyring, credentialsKeyIdOf, deriveKey, type DerivedKey, type KeyPurpose } from './credentials-keyring.js';
export { AesGcmSecretBox, type SecretBox, type SecretBoxPurposes } from './secret-box.js';
