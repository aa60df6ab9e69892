/** @jest-environment node */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadUpstreamEnv, opsTokenFile, opsTokenFromEnv } from "../../../upstream/env";

// Two shops run from one checkout (npm start, npm run bench) each keep their own ops
// token, so the first shop's `npm run ops` still reaches it after the second one started.
describe("ops token file", () => {
  it("is one file per upstream port", () => {
    expect(opsTokenFile(4000)).not.toBe(opsTokenFile(4100));
    expect(opsTokenFile("4000")).toBe(opsTokenFile(4000));
  });

  it("two development upstreams on other ports write two tokens, neither overwriting the other", () => {
    const cwd = process.cwd();
    const dir = mkdtempSync(path.join(tmpdir(), "ops-token-"));
    process.chdir(dir);
    try {
      const first = opsTokenFromEnv(
        loadUpstreamEnv({ NODE_ENV: "test", UPSTREAM_PORT: "4000", SHOP_STAGE: "development" }),
      );
      const second = opsTokenFromEnv(
        loadUpstreamEnv({ NODE_ENV: "test", UPSTREAM_PORT: "4100", SHOP_STAGE: "development" }),
      );
      expect(first).not.toBe(second);
      expect(readFileSync(opsTokenFile(4000), "utf8")).toBe(first);
      expect(readFileSync(opsTokenFile(4100), "utf8")).toBe(second);
    } finally {
      process.chdir(cwd);
    }
  });

  it("OPS_TOKEN_FILE still names the file when set", () => {
    const cwd = process.cwd();
    const dir = mkdtempSync(path.join(tmpdir(), "ops-token-"));
    process.chdir(dir);
    try {
      const token = opsTokenFromEnv(
        loadUpstreamEnv({
          NODE_ENV: "test",
          UPSTREAM_PORT: "4000",
          SHOP_STAGE: "development",
          OPS_TOKEN_FILE: "mine/token",
        }),
      );
      expect(readFileSync("mine/token", "utf8")).toBe(token);
    } finally {
      process.chdir(cwd);
    }
  });
});
