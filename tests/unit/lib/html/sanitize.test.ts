import { sanitizeProductHtml } from "@/lib/html/sanitize";

// Product HTML from the upstream: no scripts, event handlers or javascript: URLs reach the page.
describe("sanitizeProductHtml", () => {
  it.each([
    ["<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
    ['<p onmouseover="alert(1)">x</p>', "<p>x</p>"],
    ['<img src=x onerror="alert(2)">', ""],
    [
      '<img src="/media/product/a.svg" onerror="alert(1)" width="800">',
      '<img src="/media/product/a.svg" width="800" loading="lazy" decoding="async" />',
    ],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
    ['<img src="//evil.example.com/a.png">', ""],
    [
      '<a href="javascript:alert(1)">map</a>',
      '<a rel="nofollow noopener noreferrer" target="_blank">map</a>',
    ],
    [
      '<a href="JaVaScRiPt:alert(1)">m</a>',
      '<a rel="nofollow noopener noreferrer" target="_blank">m</a>',
    ],
    [
      '<a href="&#106;avascript:alert(1)">e</a>',
      '<a rel="nofollow noopener noreferrer" target="_blank">e</a>',
    ],
    [
      '<a href="/products">ours</a>',
      '<a href="/products" rel="nofollow noopener noreferrer">ours</a>',
    ],
    [
      '<a href="https://example.org" target="_self">out</a>',
      '<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">out</a>',
    ],
    ['<svg onload="alert(1)"><circle/></svg>', ""],
    ['<iframe src="https://evil"></iframe><style>body{display:none}</style>', ""],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", "<table></table>"],
    [
      "<h3>What you get</h3><ul><li><strong>Lunch</strong></li></ul>",
      "<h3>What you get</h3><ul><li><strong>Lunch</strong></li></ul>",
    ],
  ])("%s", (input, output) => {
    expect(sanitizeProductHtml(input)).toBe(output);
  });
});
