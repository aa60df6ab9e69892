// Every test file of both projects runs in one process when jest runs in band (CI on 2 cores),
// and Node's core modules are shared by all of them. A file that patches Node's HTTP server
// (lib/http/server-hooks.ts, lib/http/outage-response.ts) must undo it in its afterAll, or the
// next file's stub servers answer through the storefront's hooks (a stub's POST got the shop's
// 405). Checked as each file starts (a setup file's afterAll would run before the file's own).
const http = require("node:http");

beforeAll(() => {
  const leftovers = [];
  if (Object.hasOwn(http.Server.prototype, "emit")) leftovers.push("http.Server.prototype.emit");
  if (http.ServerResponse.prototype.writeHead.name !== "writeHead")
    leftovers.push("http.ServerResponse.prototype.writeHead");
  if (leftovers.length) {
    throw new Error(
      `a test file that ran before this one in this process left Node's ${leftovers.join(" and ")} patched: undo it in its afterAll`,
    );
  }
});
