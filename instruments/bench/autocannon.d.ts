// autocannon ships no types; this covers the part the load test uses.
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string }[];
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
