import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DeviceClass, ElementGroup, HeatmapDevice, SourceKind } from './dashboard-types';

/** The element-type groups of docs/product.md §5.9 (the interactions list's group-by and labels). */
export const ELEMENT_GROUP_LABELS: Record<ElementGroup, MessageDescriptor> = defineMessages({
  button: { id: 'analytics.dashboard.group.button', defaultMessage: 'Buttons', description: 'Element type group' },
  link: { id: 'analytics.dashboard.group.link', defaultMessage: 'Links', description: 'Element type group' },
  input: { id: 'analytics.dashboard.group.input', defaultMessage: 'Input fields', description: 'Element type group' },
  email: { id: 'analytics.dashboard.group.email', defaultMessage: 'Email fields', description: 'Element type group' },
  password: { id: 'analytics.dashboard.group.password', defaultMessage: 'Password fields', description: 'Element type group' },
  search: { id: 'analytics.dashboard.group.search', defaultMessage: 'Search fields', description: 'Element type group' },
  checkbox: { id: 'analytics.dashboard.group.checkbox', defaultMessage: 'Checkboxes', description: 'Element type group' },
  radio: { id: 'analytics.dashboard.group.radio', defaultMessage: 'Radio buttons', description: 'Element type group' },
  textarea: { id: 'analytics.dashboard.group.textarea', defaultMessage: 'Text areas', description: 'Element type group' },
  image: { id: 'analytics.dashboard.group.image', defaultMessage: 'Images', description: 'Element type group' },
  navigation: { id: 'analytics.dashboard.group.navigation', defaultMessage: 'Navigation menus', description: 'Element type group' },
  icon: { id: 'analytics.dashboard.group.icon', defaultMessage: 'Icons', description: 'Element type group' },
  list: { id: 'analytics.dashboard.group.list', defaultMessage: 'Lists', description: 'Element type group' },
  card: { id: 'analytics.dashboard.group.card', defaultMessage: 'Cards', description: 'Element type group' },
  tab: { id: 'analytics.dashboard.group.tab', defaultMessage: 'Tabs', description: 'Element type group' },
  control: { id: 'analytics.dashboard.group.control', defaultMessage: 'Controls', description: 'Element type group: sliders, toggles, selects' },
  chip: { id: 'analytics.dashboard.group.chip', defaultMessage: 'Chips', description: 'Element type group: small tag-like buttons' },
  dialog: { id: 'analytics.dashboard.group.dialog', defaultMessage: 'Dialogs', description: 'Element type group' },
  heading: { id: 'analytics.dashboard.group.heading', defaultMessage: 'Headings', description: 'Element type group' },
  form: { id: 'analytics.dashboard.group.form', defaultMessage: 'Forms', description: 'Element type group' },
  table: { id: 'analytics.dashboard.group.table', defaultMessage: 'Data tables', description: 'Element type group' },
  pagination: { id: 'analytics.dashboard.group.pagination', defaultMessage: 'Pagination', description: 'Element type group' },
  other: { id: 'analytics.dashboard.group.other', defaultMessage: 'Other elements', description: 'Element type group' },
});

/** Every group (the Record type makes the list complete), in the order of docs/product.md §5.9: the group-by select's options. */
export const ELEMENT_GROUP_ORDER = Object.keys(ELEMENT_GROUP_LABELS) as ElementGroup[];

/** The traffic sources of docs/product.md §5.9. */
export const SOURCE_KIND_LABELS: Record<SourceKind, MessageDescriptor> = defineMessages({
  direct: { id: 'analytics.dashboard.source.direct', defaultMessage: 'Direct', description: 'Traffic source: no referrer (typed address, bookmark, app)' },
  'organic-search': { id: 'analytics.dashboard.source.organicSearch', defaultMessage: 'Organic search', description: 'Traffic source' },
  social: { id: 'analytics.dashboard.source.social', defaultMessage: 'Social media', description: 'Traffic source' },
  referrer: { id: 'analytics.dashboard.source.referrer', defaultMessage: 'Other websites', description: 'Traffic source: links from other sites' },
  campaign: { id: 'analytics.dashboard.source.campaign', defaultMessage: 'Campaigns', description: 'Traffic source: links tagged with UTM parameters or ad clicks' },
});

/** The device classes of docs/product.md §5.9 (laptops count as desktops). */
export const DEVICE_CLASS_LABELS: Record<DeviceClass, MessageDescriptor> = defineMessages({
  desktop: { id: 'analytics.dashboard.device.desktop', defaultMessage: 'Desktop computers', description: 'Device class' },
  tablet: { id: 'analytics.dashboard.device.tablet', defaultMessage: 'Tablets', description: 'Device class' },
  mobile: { id: 'analytics.dashboard.device.mobile', defaultMessage: 'Mobile phones', description: 'Device class' },
  unknown: { id: 'analytics.dashboard.device.unknown', defaultMessage: 'Unknown device', description: 'Device class' },
});

/** The heatmap's screen classes (by viewport width), and all of them together. */
export const HEATMAP_DEVICE_LABELS: Record<HeatmapDevice, MessageDescriptor> = defineMessages({
  all: { id: 'analytics.dashboard.screen.all', defaultMessage: 'All screen sizes', description: 'Heatmap device option' },
  desktop: { id: 'analytics.dashboard.screen.desktop', defaultMessage: 'Large screens (1440 px and wider)', description: 'Heatmap device option' },
  laptop: { id: 'analytics.dashboard.screen.laptop', defaultMessage: 'Laptops (992 to 1439 px)', description: 'Heatmap device option' },
  tablet: { id: 'analytics.dashboard.screen.tablet', defaultMessage: 'Tablets (576 to 991 px)', description: 'Heatmap device option' },
  mobile: { id: 'analytics.dashboard.screen.mobile', defaultMessage: 'Phones (under 576 px)', description: 'Heatmap device option' },
});
