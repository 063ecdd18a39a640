export { UiCheckPage } from './UiCheckPage';
