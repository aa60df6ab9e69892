// Turbopack loader: `messages/<locale>.json?errors` (or `?chat`) → that file with only the keys the
// rule names (`keys`: namespaces, or a namespace's key as "orders.status"), which next-intl's catalog
// loader (the rule after this one, next.config.mjs) then precompiles like the whole file. These words
// are loaded in the browser only when they are needed (lib/i18n/lazy-messages.ts), so no page's
// provider has to carry them.
/** @param {string} source */
module.exports = function namespaceLoader(source) {
  const { keys } = this.getOptions();
  const messages = JSON.parse(source);
  const out = {};
  for (const key of keys) {
    const [namespace, ...rest] = key.split(".");
    let value = messages[namespace];
    for (const part of rest) value = value?.[part];
    if (value === undefined) throw new Error(`${this.resourcePath} has no "${key}" messages`);
    if (rest.length) out[namespace] = { ...out[namespace], [rest.join(".")]: value };
    else out[namespace] = value;
  }
  return JSON.stringify(out);
};
