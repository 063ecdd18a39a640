import type { EventAllowances } from '../../domain/event-allowance.js';

/** ANALYTICS_MONTHLY_EVENTS_{TRIAL,FREE,STANDARD,PREMIUM}: events per site and calendar month, by plan. */
export interface AllowanceSettings {
  allowances: EventAllowances;
}
