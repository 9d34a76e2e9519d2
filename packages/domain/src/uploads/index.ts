export * from './resumable-upload.ts';
