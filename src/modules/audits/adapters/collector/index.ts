export { PlaywrightPageCollector, type PlaywrightPageCollectorOptions } from './playwright.page-collector.js';
export { DEFAULT_STAGE_TIMEOUTS, type StageTimeouts } from './stage-timeouts.js';
