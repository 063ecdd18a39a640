export { IpHasher, normaliseIp } from './ip-hasher.js';
