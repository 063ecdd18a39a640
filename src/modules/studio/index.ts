/**
 * The studio module's public surface for other modules: types only. The studio is reached over HTTP
 * (contract.ts); account export and deletion reach it through identity's personal-data port.
 */
export type { StudioComponent, StudioComponentType, StudioTemplateData } from './contract.js';
