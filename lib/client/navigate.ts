/** A full page load to one of our paths (one place, so tests can watch where a click leads). */
export function navigate(href: string): void {
  window.location.assign(href);
}
