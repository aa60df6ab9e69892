// `messages/<locale>.json?errors` and `?chat`: the namespaces lib/i18n/namespace-loader.cjs cuts out
declare module "*.json?errors" {
  const messages: import("./lazy-messages").LazyMessages["errors"];
  export default messages;
}
declare module "*.json?chat" {
  const messages: import("./lazy-messages").LazyMessages["chat"];
  export default messages;
}
