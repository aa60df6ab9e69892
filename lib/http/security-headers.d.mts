export const WECHAT_JS_SDK_ORIGIN: string;
export const MAP_TILE_ORIGIN: string;
export const STRICT_TRANSPORT_SECURITY: string;

export function contentSecurityPolicy(options: {
  nonce?: string;
  production: boolean;
  wechat?: boolean;
}): string;

export function securityHeaders(): Record<string, string>;

export type HeaderRoute = {
  source: string;
  has?: { type: "header"; key: string; value?: string }[];
  missing?: { type: "header"; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

export function headerRoutes(): HeaderRoute[];
