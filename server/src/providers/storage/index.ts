// File storage's public surface. The interface and its pure helpers live in provider.ts, which the
// implementations import too, so an implementation never imports this file back.
export * from './provider';
export { createLocalStorage } from './local';
export { createS3Storage, type S3StorageSettings } from './s3';
