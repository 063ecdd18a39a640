export { IpHasher, normaliseIp } from './ip-hasher.js';
export { JwtKeyring, JWT_ALGORITHM, keyIdOf } from './jwt-keyring.js';
