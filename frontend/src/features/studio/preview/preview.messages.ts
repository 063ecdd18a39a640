import { defineMessage, defineMessages } from 'react-intl';

/** The sandboxed preview frame and its console (studio README, "Preview"). */
export const previewMessages = defineMessages({
  loading: { id: 'studio.preview.loading', defaultMessage: 'Loading the preview…', description: 'Shown while the sandboxed preview frame starts' },
  configFailed: {
    id: 'studio.preview.configFailed',
    defaultMessage: 'The preview could not be loaded. Check your connection and try again.',
    description: 'The address of the preview frame could not be fetched',
  },
  startFailed: {
    id: 'studio.preview.startFailed',
    defaultMessage: 'The preview did not start. Reload it to try again.',
    description: 'The sandboxed preview frame did not answer after loading',
  },
  retry: { id: 'studio.preview.retry', defaultMessage: 'Reload the preview', description: 'Button loading the preview frame again after an error' },
  consoleTitle: { id: 'studio.preview.console.title', defaultMessage: 'Console', description: 'Heading of the panel listing what the template script logged' },
  consoleEmpty: {
    id: 'studio.preview.console.empty',
    defaultMessage: 'Nothing logged yet. console.log, info, warn and error calls and uncaught errors of your script appear here.',
    description: 'Empty state of the console panel; console.log and the rest are code, keep them as is',
  },
  consoleClear: { id: 'studio.preview.console.clear', defaultMessage: 'Clear', description: 'Button emptying the console panel' },
  consoleCount: defineMessage<{ count: string | number }>({
    id: 'studio.preview.console.count',
    defaultMessage: '{count, plural, one {# entry} other {# entries}}',
    description: 'Number of lines in the console panel',
  }),
  levelLog: { id: 'studio.preview.console.level.log', defaultMessage: 'Log', description: 'Console entry kind: console.log' },
  levelInfo: { id: 'studio.preview.console.level.info', defaultMessage: 'Info', description: 'Console entry kind: console.info' },
  levelWarn: { id: 'studio.preview.console.level.warn', defaultMessage: 'Warning', description: 'Console entry kind: console.warn' },
  levelError: { id: 'studio.preview.console.level.error', defaultMessage: 'Error', description: 'Console entry kind: console.error or an uncaught error' },
});
