import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { ResponsiveRunRepository, ResponsiveShot } from '../../application/ports/responsive-run.repository.port.js';
import type { DevtoolsErrorCode, ResponsiveRunStatus } from '../../contract.js';
import type { ResponsiveDeviceState, ResponsiveRun } from '../../domain/responsive/responsive-run.js';

const RUNS = 'devtools_responsive_runs';
const SHOTS = 'devtools_responsive_shots';
const UNFINISHED = ['queued', 'running'];

interface RunRow {
  id: string;
  owner_id: string;
  url: string;
  status: ResponsiveRunStatus;
  error_code: string | null;
  devices: unknown;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

interface ShotRow {
  device_index: number;
  width: number;
  height: number;
  data_base64: string;
}

/**
 * Runs with their sizes as jsonb and the screenshots as bytea (the migration's comment). Each size's
 * outcome replaces its own element of `devices` with jsonb_set in one statement, so two sizes ending at
 * once cannot overwrite each other. Bytes travel as base64 text, as the studio's uploads do (its
 * upload.postgres-storage.ts measures why).
 */
@injectable()
export class ResponsiveRunKnexRepository implements ResponsiveRunRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private runs() {
    return this.db.executor()(RUNS);
  }

  private shots() {
    return this.db.executor()(SHOTS);
  }

  async create(run: { ownerId: string; url: string; devices: ResponsiveDeviceState[] }): Promise<ResponsiveRun> {
    const [row] = (await this.runs()
      .insert({ owner_id: run.ownerId, url: run.url, status: 'queued', devices: JSON.stringify(run.devices) })
      .returning('*')) as RunRow[];
    return toRun(row!);
  }

  async find(id: string): Promise<ResponsiveRun | null> {
    const row = (await this.runs().where({ id }).first()) as RunRow | undefined;
    return row ? toRun(row) : null;
  }

  async countUnfinished(ownerId: string): Promise<number> {
    const [{ count }] = (await this.runs().where({ owner_id: ownerId }).whereIn('status', UNFINISHED).count({ count: '*' })) as [{ count: string | number }];
    return Number(count);
  }

  async listRecent(ownerId: string, limit: number): Promise<ResponsiveRun[]> {
    const rows = (await this.runs().where({ owner_id: ownerId }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit)) as RunRow[];
    return rows.map(toRun);
  }

  async start(id: string, at: Date): Promise<boolean> {
    return this.db.transaction(async () => {
      const row = (await this.runs().where({ id }).whereIn('status', UNFINISHED).forUpdate().first()) as RunRow | undefined;
      if (!row) return false;
      const devices = toRun(row).devices.map((d) => ({ ...d, status: 'pending', errorCode: null, pageHeight: null, scrollWidth: null, findings: { overflow: [], overflowTotal: 0, tapTargets: [], tapTargetTotal: 0 } }));
      await this.shots().where({ run_id: id }).delete();
      await this.runs().where({ id }).update({ status: 'running', started_at: at, error_code: null, devices: JSON.stringify(devices) });
      return true;
    });
  }

  async saveDevice(id: string, index: number, state: ResponsiveDeviceState, shot: ResponsiveShot | null): Promise<void> {
    const knex = this.db.executor();
    await this.db.transaction(async () => {
      if (shot) {
        await this.shots()
          .insert({ run_id: id, device_index: index, width: shot.width, height: shot.height, bytes: shot.png.length, data: knex.raw("decode(?, 'base64')", [shot.png.toString('base64')]) })
          .onConflict(['run_id', 'device_index'])
          .merge();
      }
      await this.runs()
        .where({ id, status: 'running' })
        .update({ devices: this.db.executor().raw('jsonb_set(devices, ?::text[], ?::jsonb)', [`{${index}}`, JSON.stringify(state)]) });
    });
  }

  async finish(id: string, outcome: { status: 'done' | 'failed'; errorCode: DevtoolsErrorCode | null }, at: Date): Promise<void> {
    await this.runs().where({ id }).whereIn('status', UNFINISHED).update({ status: outcome.status, error_code: outcome.errorCode, finished_at: at });
  }

  async getShot(id: string, index: number): Promise<ResponsiveShot | null> {
    const row = (await this.shots()
      .select('device_index', 'width', 'height', this.db.executor().raw("encode(data, 'base64') as data_base64"))
      .where({ run_id: id, device_index: index })
      .first()) as ShotRow | undefined;
    return row ? toShot(row) : null;
  }

  async listShots(id: string): Promise<ResponsiveShot[]> {
    const rows = (await this.shots()
      .select('device_index', 'width', 'height', this.db.executor().raw("encode(data, 'base64') as data_base64"))
      .where({ run_id: id })
      .orderBy('device_index')) as ShotRow[];
    return rows.map(toShot);
  }

  async pruneForOwner(ownerId: string, limits: { keep: number; maxBytes: number }): Promise<number> {
    const knex = this.db.executor();
    // Newest first, each run with its position and the bytes of its shots and of every newer run's.
    const ranked = knex
      .select('r.id', 'r.status')
      .select(knex.raw('row_number() over (order by r.created_at desc, r.id desc) as position'))
      .select(knex.raw('sum(coalesce(s.total, 0)) over (order by r.created_at desc, r.id desc) as cumulative'))
      .from(`${RUNS} as r`)
      .leftJoin(knex(SHOTS).select('run_id').sum({ total: 'bytes' }).groupBy('run_id').as('s'), 's.run_id', 'r.id')
      .where('r.owner_id', ownerId)
      .as('ranked');
    const excess = knex
      .select('ranked.id')
      .from(ranked)
      .whereNotIn('ranked.status', UNFINISHED)
      .where((q) => q.where('ranked.position', '>', limits.keep).orWhere('ranked.cumulative', '>', limits.maxBytes));
    return this.runs().whereIn('id', excess).delete();
  }

  async deleteCreatedBefore(before: Date): Promise<number> {
    return this.runs().where('created_at', '<', before).whereNotIn('status', UNFINISHED).delete();
  }

  async failStale(before: Date, errorCode: DevtoolsErrorCode, at: Date): Promise<number> {
    return this.runs().whereIn('status', UNFINISHED).where('created_at', '<', before).update({ status: 'failed', error_code: errorCode, finished_at: at });
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.runs().where({ owner_id: ownerId }).delete();
  }
}

function date(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function toRun(row: RunRow): ResponsiveRun {
  const devices = (typeof row.devices === 'string' ? JSON.parse(row.devices) : row.devices) as ResponsiveDeviceState[];
  return {
    id: row.id,
    ownerId: row.owner_id,
    url: row.url,
    status: row.status,
    errorCode: row.error_code as DevtoolsErrorCode | null,
    devices,
    createdAt: date(row.created_at),
    startedAt: row.started_at ? date(row.started_at) : null,
    finishedAt: row.finished_at ? date(row.finished_at) : null,
  };
}

function toShot(row: ShotRow): ResponsiveShot {
  return { index: row.device_index, width: row.width, height: row.height, png: Buffer.from(row.data_base64, 'base64') };
}
