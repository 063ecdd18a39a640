import type { Exclusion } from '../../domain/exclusion.js';

export interface ExclusionView {
  id: string;
  type: Exclusion['type'];
  value: string;
  label: string | null;
  createdAt: string;
}

export const exclusionView = (e: Exclusion): ExclusionView => ({ id: e.id, type: e.type, value: e.value, label: e.label, createdAt: e.createdAt.toISOString() });
