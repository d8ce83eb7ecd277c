import { defineConfig } from "@playwright/test";

/**
 * The cluster proof (issue 18): `npm run cluster` on its own ports (Redis, the services, two app instances and
 * nginx in front), started once for tests/cluster, which drive it over HTTP only (no browser).
 */
export const clusterPorts = { lb: 8180, studioLb: 8181, apps: [3281, 3282], studios: [3381, 3382], metrics: [9481, 9482], redis: 6391, services: 4380, signalRelay: 8189 } as const;

export default defineConfig({
  testDir: "tests/cluster",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report-cluster" }]],
  timeout: 120_000,
  webServer: {
    command: "rm -rf /tmp/shasha-cluster && node scripts/cluster.mjs --no-build",
    url: `http://127.0.0.1:${clusterPorts.lb}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      CLUSTER_DIR: "/tmp/shasha-cluster",
      CLUSTER_LB_PORT: String(clusterPorts.lb),
      CLUSTER_APP_PORTS: clusterPorts.apps.join(","),
      CLUSTER_STUDIO_LB_PORT: String(clusterPorts.studioLb),
      CLUSTER_STUDIO_PORTS: clusterPorts.studios.join(","),
      CLUSTER_METRICS_PORTS: clusterPorts.metrics.join(","),
      CLUSTER_REDIS_PORT: String(clusterPorts.redis),
      CLUSTER_SERVICES_PORT: String(clusterPorts.services),
      // The publish signal goes through the proof's relay (tests/cluster/signalRelay.ts), which can lose it.
      APP_REVALIDATE_URL: `http://127.0.0.1:${clusterPorts.signalRelay}/api/revalidate`,
      EXTRA_SCREENS_DIR: "tests/e2e/screens",
      SHASHA_DEV_DEFAULTS: "1",
      GENERATE_MEDIA: "0",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
