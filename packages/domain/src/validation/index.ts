export { plainValidationMessage, enablePlainValidationMessages } from './plain-messages.ts';
export { instant, EARLIEST_INSTANT, LATEST_INSTANT } from './instant.ts';
