export const QUEUE = {
  /** Multi-bound ProcessorRegistration values. */
  Processors: Symbol.for('queue.Processors'),
  /** Multi-bound JobSchedule values. */
  Schedules: Symbol.for('queue.Schedules'),
  /** Bound in each job's child container. */
  JobContext: Symbol.for('queue.JobContext'),
} as const;
