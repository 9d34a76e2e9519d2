export * from './remote-command.ts';
export * from './interlocks.ts';
