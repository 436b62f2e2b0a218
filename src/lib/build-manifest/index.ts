export { NewVersionNotice } from './new-version-notice';
export { pollManifest, fetchBuildManifest, type BuildManifest } from './poll-manifest';
