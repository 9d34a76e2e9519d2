export * from './playback.ts';
