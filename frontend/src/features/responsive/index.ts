export { ResponsivePage } from './ResponsivePage';
