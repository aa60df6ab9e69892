// `messages/<locale>.json?errors`: the one namespace that lib/i18n/namespace-loader.cjs cuts out
declare module "*.json?errors" {
  const messages: import("./error-messages").ErrorMessages;
  export default messages;
}
