// /favicon.ico per brand: the square mark of the brand's logo. Every logo in public/brands/ draws
// its mark in the box (2, 6, 36, 36) of a 200 × 48 wordmark, so the icon is the same SVG with its
// view box cut down to that box — one drawing per brand, no second file to keep in step. Pure.

const MARK = { x: 2, y: 6, size: 36 };

/** The logo's root <svg …> with the mark's view box and a square size; null if it is no SVG. */
export function markOfLogo(logo: string): string | null {
  const root = /<svg\b[^>]*>/.exec(logo);
  if (!root) return null;
  const attributes = root[0]
    .replace(/\s(viewBox|width|height|role|aria-label)="[^"]*"/g, "")
    .replace(
      /^<svg\b/,
      `<svg viewBox="${MARK.x} ${MARK.y} ${MARK.size} ${MARK.size}" width="${MARK.size}" height="${MARK.size}"`,
    );
  return logo.replace(root[0], attributes);
}
