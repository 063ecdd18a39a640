import type { ExclusionView } from '../../contract.js';
import type { Exclusion } from '../../domain/exclusion.js';

export type { ExclusionView };

export const exclusionView = (e: Exclusion): ExclusionView => ({ id: e.id, type: e.type, value: e.value, label: e.label, createdAt: e.createdAt.toISOString() });
