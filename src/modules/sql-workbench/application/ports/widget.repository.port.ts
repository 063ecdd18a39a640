import type { SqlWidgetRecord, WidgetSettings } from '../../domain/widget/widget.js';

/** Every read and write is scoped by owner: another account's widget is indistinguishable from none. */
export interface WidgetRepository {
  /** Oldest first: the dashboard's order. */
  listForOwner(ownerId: string): Promise<SqlWidgetRecord[]>;
  find(id: string, ownerId: string): Promise<SqlWidgetRecord | null>;
  /** Null when the owner already has `maxForOwner` widgets, counted and inserted as one step. */
  create(id: string, ownerId: string, settings: WidgetSettings, maxForOwner: number): Promise<SqlWidgetRecord | null>;
  /** Null when no widget `id` belongs to the owner. */
  update(id: string, ownerId: string, settings: WidgetSettings): Promise<SqlWidgetRecord | null>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}
