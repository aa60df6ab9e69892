import sanitizeHtml from "sanitize-html";

// Product descriptions arrive from the upstream as merchant-edited HTML. Only formatting tags,
// links (http, https, mailto, our own paths) and images from https or our own /media survive;
// scripts, event handlers, styles, iframes and javascript:/data: URLs never reach the page.
const imageSrc = (src: string | undefined) =>
  Boolean(src && (/^\/media\/[\w./-]+$/.test(src) || /^https:\/\/[^/]/i.test(src)));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => frame.tag === "img" && !imageSrc(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: "nofollow noopener noreferrer",
        ...(attribs.href?.startsWith("/") ? {} : { target: "_blank" }),
      },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
  },
};

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
