import { blankTemplate } from './blank';
import { cardTemplate, pricingTemplate, tableTemplate } from './content';
import { alertTemplate, badgeTemplate, buttonTemplate } from './controls';
import { formTemplate, modalTemplate, tabsTemplate } from './interactive';
import { footerTemplate, heroTemplate, navbarTemplate } from './layout';
import type { StudioTemplate } from './types';

export type { StudioTemplate } from './types';

/** The gallery, in the order it is shown; the blank page first. */
export const STUDIO_TEMPLATES: readonly StudioTemplate[] = [
  blankTemplate,
  buttonTemplate,
  cardTemplate,
  navbarTemplate,
  formTemplate,
  modalTemplate,
  pricingTemplate,
  heroTemplate,
  footerTemplate,
  alertTemplate,
  tabsTemplate,
  tableTemplate,
  badgeTemplate,
];
