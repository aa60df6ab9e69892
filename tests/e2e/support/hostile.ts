// The hostile-input table ("bad input never makes a 500"): values a stranger can put
// in a path, a query, a cookie, a header or a body. Paths and queries are written exactly as they
// go on the wire (already percent-encoded, or deliberately not validly so).

/** put in place of each dynamic path segment in turn */
export const SEGMENT_VALUES = [
  "%00", // NUL
  "%0d%0a", // CR LF
  "%1b%5B31m", // an escape sequence
  "%", // a lone percent
  "%zz", // not hex
  "%E0%A4%A", // truncated UTF-8
  "%C0%AF", // overlong UTF-8
  "%ED%A0%80", // a lone surrogate
  "%FF",
  "%2525", // double encoding
  "%2F", // an encoded slash
  "..%2F..%2Fetc%2Fpasswd",
  "a".repeat(600), // long
  "a".repeat(3000), // longer than any path we serve
  "-1",
  "0",
  "0001",
  "99999999999999999999999",
  "1e3",
  "%27%20OR%201%3D1--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%E4%B8%AD%E6%96%87",
  "__proto__",
  "constructor",
];

/** appended to the route's path: extra segments */
export const EXTRA_SEGMENTS = ["%00", "%E0%A4%A", "x/y/z"];

const many = Array.from({ length: 400 }, (_, i) => `p${i}=${i}`).join("&");

/** appended to the route's path */
export const QUERIES = [
  "?page=-1&category_id=%00&sort=%zz&keyword=%E0%A4%A&locale=%&currency=%FF&brand=__proto__&tab=%zz&result=%&part=-1",
  "?redirect=%2F%2Fevil.example&return_url=javascript:alert(1)&sn=%00&code=%zz&state=%&error=%3Cscript%3E&id=%27",
  "?page=99999999999999999999&category_id=1e309&poi_id=0x10&tag_id=1.5&start_date=2026-13-45&end_date=0000-00-00&ids=1,a,-1,99999999999",
  "?page=1&page=2&page=x&locale=en&locale=zh-hans&currency=USD&currency=XXX&sort=newest&sort=price_asc&sold=2",
  `?keyword=${"%E4%B8%AD".repeat(400)}&title=${"a".repeat(1000)}`,
  `?${many}`,
  "?%=1&a%00=1&=&&&=&__proto__[x]=1&constructor=1&toString=1&sort[]=x&page[a]=1",
  "?_rsc=%00&keyword=%3Cscript%3Ealert(1)%3C%2Fscript%3E&title=%27%20OR%201%3D1--&start_date=2026-01-01&end_date=2025-01-01",
];

/** methods other than GET (sent without a body) */
export const METHODS = ["HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

/** the whole Cookie header */
export const COOKIES = [
  "tf_locale=%; tf_currency=%00; tf_brand=%zz; tf_consent=%E0%A4%A",
  `tf_currency=${"A".repeat(3000)}; tf_locale=${"x".repeat(1000)}`,
  "tf_session=garbage; tf_google=%%%",
  "tf_session=Fe26.2**0123456789abcdef*AAAA*BBBB**CCCC*DDDD",
  "=; ==; tf_locale; tf_locale=en; tf_locale=zh-hans; tf_brand=__proto__",
];

/** extra request headers */
export const HEADERS: Record<string, string>[] = [
  { "accept-language": "*;q=abc,,,;;,en-US;q=0.9;q=1,zz-ZZ-x-y;q=-1" },
  { "accept-language": "x".repeat(4000) },
  {
    "x-forwarded-host": "evil.example<script>",
    "x-forwarded-proto": "javascript",
    "x-forwarded-for": "not-an-ip, %00",
  },
  { rsc: "1", "next-router-state-tree": "%7Bgarbage" },
  { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/%00" },
  { "next-action": "0123456789abcdef0123456789abcdef01234567", "content-type": "text/plain" },
  { "x-request-id": "x".repeat(3000), "idempotency-key": "%00" },
];

/** bodies of state-changing requests to route handlers (sent with a trusted Origin) */
export const BODIES: { contentType: string; body: string }[] = [
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: '"x"' },
  { contentType: "application/json", body: "[".repeat(5000) },
  { contentType: "application/json", body: JSON.stringify({ a: "x".repeat(300_000) }) },
  {
    contentType: "application/json",
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"quantity":-1,"id":"1 OR 1=1"}',
  },
  { contentType: "text/plain", body: "\u0000\u0001\u0002" },
  { contentType: "multipart/form-data; boundary=zz", body: "--zz\r\ngarbage" },
  { contentType: "application/x-www-form-urlencoded", body: "a=%&b=%00" },
];

/** what must never be in a response: a stack trace, a source location, a database error */
export const LEAKS = [
  /\n\s+at [^\n]+\([^\n)]*:\d+:\d+\)/, // a stack frame
  /\bat async [\w.$<>]+ \(/,
  /node_modules\//,
  /webpack-internal:|turbopack:\/\//,
  /\/\w[\w-]*\.(?:ts|tsx|mjs|cjs):\d+:\d+/, // a source location
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError): /,
  /syntax error at or near|invalid input syntax for|SQLSTATE|PostgresError|DrizzleQueryError|Failed query:|duplicate key value violates|relation "[a-z_]+" does not exist/i,
];
