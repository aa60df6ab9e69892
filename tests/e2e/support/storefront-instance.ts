// A storefront instance of its own for a spec: the shop's server (scripts/shop-server.mjs) on the
// same production build as the webServer, in its own process group, stopped as a whole.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { expect } from "@playwright/test";

export type Instance = {
  base: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** Starts scripts/shop-server.mjs on `port` with `env` added, and waits until `/api/health` answers 200. */
export async function startStorefront(
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  // the webServer (scripts/shop.mjs) builds when no build exists, so this holds in every run
  expect(existsSync(".next/BUILD_ID"), "a production build (.next/BUILD_ID)").toBe(true);
  const child = spawn("node", ["scripts/shop-server.mjs"], {
    detached: true, // its own process group: `next` starts workers of its own
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      SHOP_STAGE: "development",
      TRUSTED_PROXIES: "127.0.0.1,::1",
      ...env,
      PORT: String(port),
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const base = `http://localhost:${port}`;
  await expect(async () =>
    expect((await fetch(`${base}/api/health`).catch(() => null))?.status, output).toBe(200),
  ).toPass({ timeout: 60_000 });
  return { base, port, child, output: () => output, exited };
}

/** Stops the instance's process group (SIGTERM, then SIGKILL after 10 s). */
export async function stopStorefront(instance: Instance | undefined): Promise<void> {
  const pid = instance?.child.pid;
  if (!instance || !pid || instance.child.exitCode !== null || instance.child.signalCode !== null)
    return;
  process.kill(-pid, "SIGTERM");
  const done = await Promise.race([
    instance.exited.then(() => true),
    new Promise((resolve) => setTimeout(resolve, 10_000, false)),
  ]);
  if (!done) process.kill(-pid, "SIGKILL");
}

/** A loopback port nothing listens on (for a Redis that is down). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
