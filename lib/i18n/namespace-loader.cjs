// Turbopack loader: `messages/<locale>.json?errors` → that file with only its "errors" namespace,
// which next-intl's catalog loader (the rule after this one, next.config.mjs) then precompiles like
// the whole file. The failure words are loaded in the browser only when a failure is shown
// (lib/i18n/error-messages.ts), so no page's provider has to carry them.
/** @param {string} source */
module.exports = function namespaceLoader(source) {
  const { namespace } = this.getOptions();
  const messages = JSON.parse(source);
  if (!messages[namespace]) throw new Error(`${this.resourcePath} has no "${namespace}" namespace`);
  return JSON.stringify({ [namespace]: messages[namespace] });
};
