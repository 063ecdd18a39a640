import type { MessageDescriptor } from 'react-intl';
import type { ResponsiveRunStatus } from '../../../../src/modules/devtools/contract';
import { responsiveMessages as m } from './responsive.messages';

export const STATUS_TEXT: Record<ResponsiveRunStatus, MessageDescriptor> = { queued: m.statusQueued, running: m.statusRunning, done: m.statusDone, failed: m.statusFailed };
export const STATUS_TONE = { queued: 'muted', running: 'warning', done: 'success', failed: 'danger' } as const satisfies Record<ResponsiveRunStatus, string>;

/** A run still working: the page polls it. */
export const isActive = (status: ResponsiveRunStatus) => status === 'queued' || status === 'running';
