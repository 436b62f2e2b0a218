/** The build's id, replaced at build time (vite.config.ts, buildManifest). */
declare const __BUILD_ID__: string;
