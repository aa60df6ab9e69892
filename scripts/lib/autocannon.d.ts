// autocannon ships JavaScript without types; what the benches and the cluster rush use of it.
declare module "autocannon" {
  type Histogram = { average: number; total: number; p50: number; p97_5: number; p99: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}
