import { setTimeout as wait } from 'node:timers/promises';
import { injectable } from 'inversify';
import type { Sleeper } from '../../application/ports/security.ports.js';

@injectable()
export class TimerSleeper implements Sleeper {
  async sleep(ms: number): Promise<void> {
    await wait(ms);
  }
}
