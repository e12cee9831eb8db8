/**
 * Rspack loader for the client bundle's copy of the site config (`@generated/docusaurus.config`,
 * which Docusaurus writes whole into every page's `main`): drops the options of the plugins,
 * presets and themes, and the page template, which only the build reads (no client code of
 * Docusaurus, its plugins or the site reads `siteConfig.plugins`, `presets`, `themes` or
 * `ssrTemplate`); about 1.8 KB gzip of every page.
 * The server bundle keeps the whole config.
 * @param {string} source the generated module: `export default <JSON>;` after a comment
 * @returns {string} the module without those keys
 * @throws when the module is not of that form (a Docusaurus upgrade changed it)
 */
module.exports = function clientSiteConfigLoader(source) {
  const match = /export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) {
    throw new Error('client-site-config-loader: the generated site config is not `export default <JSON>;`');
  }
  const config = JSON.parse(match[1]);
  for (const key of ['plugins', 'presets', 'themes', 'ssrTemplate']) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
