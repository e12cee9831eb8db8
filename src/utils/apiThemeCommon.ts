/**
 * What the API plugin's components take from `@docusaurus/theme-common`, as ES module re-exports
 * the bundler can tree-shake. The components are CommonJS and `require` the package's barrel,
 * which kept the whole barrel and every module it re-exports in the API pages' chunk (2.8 KB gzip
 * of first-load JavaScript); docusaurus.config.ts resolves their `require` here.
 */
export {PageMetadata, ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
