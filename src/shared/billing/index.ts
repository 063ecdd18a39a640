export * from './plan-features.js';
