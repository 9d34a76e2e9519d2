export { plainValidationMessage, enablePlainValidationMessages } from './plain-messages.ts';
