/** @jest-environment node */

// SHOP_HOST (lib/host.ts, docs/decisions/serverless-target.md): node by default; on cloudflare no
// metrics port can be asked for (an isolate listens on none).

function loadEnv(vars: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    let loaded: typeof import("@/lib/env") | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
    });
    return loaded!.env;
  } finally {
    for (const key of Object.keys(vars)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

describe("SHOP_HOST", () => {
  it("is node unless the environment says cloudflare", () => {
    expect(loadEnv({}).SHOP_HOST).toBe("node");
    expect(loadEnv({ SHOP_HOST: "cloudflare" }).SHOP_HOST).toBe("cloudflare");
    expect(() => loadEnv({ SHOP_HOST: "lambda" })).toThrow(/SHOP_HOST/);
  });

  it("refuses a metrics port on cloudflare, keeps it on node", () => {
    expect(() => loadEnv({ SHOP_HOST: "cloudflare", METRICS_PORT: "9464" })).toThrow(
      /METRICS_PORT: no metrics port on SHOP_HOST=cloudflare/,
    );
    expect(loadEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });
});
