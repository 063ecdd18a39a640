import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { WidgetRepository } from '../../application/ports/widget.repository.port.js';
import type { ChartSettings, SqlWidgetRecord, WidgetSettings } from '../../domain/widget/widget.js';

const TABLE = 'sql_workbench_widgets';

interface Row {
  id: string;
  owner_id: string;
  name: string;
  connection_id: string;
  sql: string;
  chart: ChartSettings | string;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class WidgetKnexRepository implements WidgetRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<SqlWidgetRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as Row[];
    return rows.map(toRecord);
  }

  async find(id: string, ownerId: string): Promise<SqlWidgetRecord | null> {
    const row = (await this.table().where({ id, owner_id: ownerId }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async create(id: string, ownerId: string, settings: WidgetSettings, maxForOwner: number): Promise<SqlWidgetRecord | null> {
    return this.db.insertBelowOwnerLimit(TABLE, ownerId, maxForOwner, async () => {
      const [row] = (await this.table()
        .insert({ id, owner_id: ownerId, ...columnsOf(settings) })
        .returning('*')) as Row[];
      return toRecord(row as Row);
    });
  }

  async update(id: string, ownerId: string, settings: WidgetSettings): Promise<SqlWidgetRecord | null> {
    const [row] = (await this.table()
      .where({ id, owner_id: ownerId })
      .update({ ...columnsOf(settings), updated_at: this.db.executor().fn.now() })
      .returning('*')) as Row[];
    return row ? toRecord(row) : null;
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    return (await this.table().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function columnsOf(settings: WidgetSettings) {
  return { name: settings.name, connection_id: settings.connectionId, sql: settings.sql, chart: JSON.stringify(settings.chart) };
}

function toRecord(row: Row): SqlWidgetRecord {
  const chart = typeof row.chart === 'string' ? (JSON.parse(row.chart) as ChartSettings) : row.chart;
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    connectionId: row.connection_id,
    sql: row.sql,
    chart: { type: chart.type, x: chart.x, y: chart.y, groupBy: chart.groupBy ?? null, limit: chart.limit, size: chart.size, legend: chart.legend },
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
