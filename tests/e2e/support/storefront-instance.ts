// A storefront instance of its own for a spec: the same production build as the webServer, served by
// the server E2E_SERVER names (support/servers.ts: the shop's server by default, `next start`, or
// Next's standalone server.js), in its own process group, stopped as a whole.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import net from "node:net";
import { expect } from "@playwright/test";
import { storefrontCommand } from "../../../scripts/storefront-server";
import { SERVER } from "./servers";

export type Instance = {
  base: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts the build on `port` with `env` added (on the server `server` names, E2E_SERVER's by
 * default), and waits until `/api/health` answers 200.
 */
export async function startStorefront(
  port: number,
  env: Record<string, string>,
  server: string = SERVER,
): Promise<Instance> {
  // the webServer (scripts/shop.ts) builds when no build exists, so this holds in every run
  expect(existsSync(".next/BUILD_ID"), "a production build (.next/BUILD_ID)").toBe(true);
  const command = storefrontCommand(server, port);
  const child = spawn(command.cmd, command.args, {
    detached: true, // its own process group: `next` starts workers of its own
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      SHOP_STAGE: "development",
      // the runner stands in for the one proxy in front: what it sends in X-Forwarded-For is the client
      TRUSTED_PROXY_HOPS: "1",
      ...env,
      ...command.env,
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

/**
 * Stops a process group started detached: SIGTERM, then its exit. The servers bound their own
 * shutdown (scripts/shop-server.mjs exits by SHUTDOWN_TIMEOUT_MS, `next start` and server.js once
 * the requests in flight are done), so this
 * waits on the event, not on a clock; the hook's time-out is the backstop.
 */
async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/** Stops the instance's process group. */
export function stopStorefront(instance: Instance | undefined): Promise<void> {
  return stopProcessGroup(instance?.child);
}

/** A loopback port nothing listens on (for a Redis that is down). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
