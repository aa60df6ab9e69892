// Full document loads (the shop has no client router: see eslint.config.mjs). One place to call
// them, so component tests can see where a button sends the shopper.

export function navigate(url: string): void {
  window.location.assign(url);
}

export function replaceLocation(url: string): void {
  window.location.replace(url);
}
