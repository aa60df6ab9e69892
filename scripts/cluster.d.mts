export const DIR: string;

export const PORTS: {
  proxy: number;
  balancer: number;
  upstreamPool: number;
  storefronts: [number, number];
  upstreams: [number, number];
  storefrontMetrics: [number, number];
  upstreamMetrics: [number, number];
  haproxyMetrics: number;
};

export const SHOP_URL: string;
export const BALANCER_URL: string;
export const UPSTREAM_POOL_URL: string;

/** The readiness paths HAProxy checks (a draining instance answers 503 there). */
export function haproxyConfig(health?: { storefront: string; upstream: string }): string;
