/**
 * `npm run bench`: every figure of the bench measured side by side in one run on this machine; prints a
 * table and writes bench-results/bench.json. Goals are printed next to the figures, never asserted.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { benchCli } from "./cli";
import { benchCluster } from "./cluster";
import { describeFuzz, fuzzLayouts, fuzzOptionsFrom, saveCrashes } from "./fuzz";
import { benchPipeline } from "./pipeline";
import { benchServer } from "./server";

interface Row {
  figure: string;
  value: string;
  goal: string;
  met: boolean;
}

async function main(): Promise<void> {
  const skipServer = process.argv.includes("--no-server");
  const pipeline = await benchPipeline(60);
  const cli = benchCli(1000);
  // `--fuzz-iterations N` (or FUZZ_ITERATIONS) for a quicker run, `--no-fuzz` to leave it out.
  const fuzz = process.argv.includes("--no-fuzz") ? undefined : await fuzzLayouts(fuzzOptionsFrom(process.argv.slice(2)));
  if (fuzz) {
    console.info(`\n${describeFuzz(fuzz)}`);
    saveCrashes(fuzz);
  }
  const server = skipServer ? undefined : await benchServer();
  const cluster = skipServer || process.argv.includes("--no-cluster") ? undefined : await benchCluster();

  const rows: Row[] = [
    { figure: "a. pipeline, home fixture (median / p90)", value: `${pipeline.pipelineMedianMs} / ${pipeline.pipelineP90Ms} ms`, goal: "", met: true },
    { figure: "a. plain renderToString reference (median / p90)", value: `${pipeline.referenceMedianMs} / ${pipeline.referenceP90Ms} ms`, goal: "", met: true },
    { figure: "a. the same reference through prerender (the pipeline's async renderer)", value: `${pipeline.referencePrerenderMedianMs} ms`, goal: "(reported)", met: true },
    { figure: "a. pipeline / reference (medians)", value: `${pipeline.ratio}x`, goal: "<= 1.5x", met: pipeline.ratio <= 1.5 },
    { figure: "b. validation per home layout", value: `${pipeline.validateMicros} us`, goal: "<= 200 us", met: pipeline.validateMicros <= 200 },
    { figure: `b. validation of a ${Math.round(pipeline.largestLayoutBytes / 1024)} KB layout, the slowest case`, value: `${pipeline.largestLayoutMs} ms (${pipeline.largestLayoutCase})`, goal: "<= 50 ms", met: pipeline.largestLayoutMs <= 50 },
    { figure: "b. CLI, 1,000 layouts (wall, incl. start-up)", value: `${cli.seconds} s`, goal: "< 1 s", met: cli.seconds < 1 },
  ];
  if (fuzz) {
    rows.push({
      figure: `i. fuzz, ${fuzz.mutants} mutated layouts rendered on the server (seed ${fuzz.seed})`,
      value: `${fuzz.rendered} rendered, ${fuzz.refused} refused by validation, ${fuzz.crashes} crashes`,
      goal: "0 crashes",
      met: fuzz.crashes === 0,
    });
  }
  if (server) {
    rows.push(
      { figure: "c. first-load JS on /ar/home (gzip)", value: `${(server.firstLoad.gzipBytes / 1024).toFixed(1)} KB in ${server.firstLoad.scripts} scripts`, goal: "<= 155 KB (a blank Next 16 + React 19 page: 131.7 KB)", met: server.firstLoad.gzipBytes <= 155 * 1024 },
      ...server.html.map((page) => ({
        figure: `c. HTML of ${page.path} (raw / gzip; inline RSC payload)`,
        value: `${(page.bytes / 1024).toFixed(0)} KB / ${(page.gzipBytes / 1024).toFixed(1)} KB; ${(page.flightBytes / 1024).toFixed(0)} KB`,
        goal: "(reported)",
        met: true,
      })),
      { figure: "c. client components on /ar/home", value: server.firstLoad.clientComponents.join(", "), goal: "no tile", met: !server.firstLoad.clientComponents.some((name) => /tile/i.test(name)) },
      { figure: "c. first-load JS on a player page (gzip, before the player's lazy code)", value: `${(server.playerFirstLoad.gzipBytes / 1024).toFixed(1)} KB in ${server.playerFirstLoad.scripts} scripts`, goal: "(reported)", met: true },
      { figure: "c. all scripts a player page loads (transferred, player + hls.js + shaka)", value: `${server.playback.playerPageScriptKb} KB`, goal: "(reported)", met: true },
      { figure: "e. time to first frame, HLS (hls.js), median of 10", value: `${server.playback.hlsFirstFrameMs} ms`, goal: "<= 1000 ms", met: server.playback.hlsFirstFrameMs <= 1000 },
      { figure: "e. time to first frame, DASH (shaka), median of 10", value: `${server.playback.dashFirstFrameMs} ms`, goal: "<= 1000 ms", met: server.playback.dashFirstFrameMs <= 1000 },
      ...server.lighthouse.map((page) => ({
        figure: `f. Lighthouse ${page.preset}, ${page.path}: performance, LCP, CLS, TBT (a11y)`,
        value: `${page.performance}, ${(page.lcpMs / 1000).toFixed(2)} s, ${page.cls}, ${page.tbtMs} ms (${page.accessibility})`,
        goal: ">= 95, <= 2.0 s, <= 0.02",
        met: page.performance >= 95 && page.lcpMs <= 2000 && page.cls <= 0.02,
      })),
      { figure: "g. studio editor first-load JS (gzip)", value: `${(server.studio.editorGzipBytes / 1024).toFixed(1)} KB in ${server.studio.editorScripts} scripts`, goal: "(reported)", met: true },
      {
        figure: "g. studio: keystroke to updated preview, home (median / p90 of 10)",
        value: `${server.studio.keystrokeToPreviewMedianMs} / ${server.studio.keystrokeToPreviewP90Ms} ms`,
        goal: "<= 300 ms",
        met: server.studio.keystrokeToPreviewMedianMs <= 300,
      },
      { figure: "d. anonymous GET /ar/home, 10 conns 10 s", value: `${server.anonymous.requestsPerSecond} req/s, p50 ${server.anonymous.p50Ms} ms, p95 ${server.anonymous.p95Ms} ms`, goal: ">= 300 req/s, p95 <= 50 ms", met: server.anonymous.requestsPerSecond >= 300 && server.anonymous.p95Ms <= 50 },
      { figure: "d. preview (uncached) GET /ar/home", value: `${server.preview.requestsPerSecond} req/s, p50 ${server.preview.p50Ms} ms, p95 ${server.preview.p95Ms} ms`, goal: "(reported)", met: true },
      { figure: "d. app server peak memory (VmHWM)", value: `${server.peakMemoryMb} MB`, goal: "(reported)", met: true },
    );
  }
  if (cluster) {
    for (const figures of cluster) {
      rows.push(
        { figure: `h. cluster, ${figures.instances} instance(s): origin through nginx, 16 conns 12 s`, value: `${figures.originRequestsPerSecond} req/s, p95 ~${figures.originP95Ms} ms (p90/p97.5 midpoint)`, goal: "(reported)", met: true },
        { figure: `h. cluster, ${figures.instances} instance(s): guests' mix through nginx`, value: `${figures.mixRequestsPerSecond} req/s; hit ratio nginx ${figures.nginxHitRatio}, Redis ${figures.redisHitRatio}; memory ${figures.memoryMb.join(" / ")} MB`, goal: "(reported)", met: true },
      );
    }
    const [one, two] = cluster;
    if (one && two) rows.push({ figure: "h. cluster: origin req/s, two instances / one", value: `${(two.originRequestsPerSecond / one.originRequestsPerSecond).toFixed(2)}x (2 cores shared by everything)`, goal: "(reported)", met: true });
  }
  const width = Math.max(...rows.map((row) => row.figure.length));
  console.info(`\nShasha bench, ${new Date().toISOString()}, Node ${process.version}\n`);
  for (const row of rows) {
    const mark = row.goal === "" || row.goal === "(reported)" ? " " : row.met ? "ok" : "!!";
    console.info(`${mark.padEnd(3)}${row.figure.padEnd(width + 2)}${row.value}${row.goal && row.goal !== "(reported)" ? `   (goal ${row.goal})` : ""}`);
  }
  mkdirSync("bench-results", { recursive: true });
  // The crashing mutants themselves are in bench-results/fuzz-crashes/.
  const fuzzFigures = fuzz === undefined ? undefined : { ...fuzz, firstCrashes: fuzz.firstCrashes.map(({ iteration, source, mutations, screenId, reason, stack }) => ({ iteration, source, mutations, screenId, reason, stack })) };
  writeFileSync("bench-results/bench.json", `${JSON.stringify({ at: new Date().toISOString(), node: process.version, pipeline, cli, fuzz: fuzzFigures, server, cluster, rows }, null, 2)}\n`);
  console.info("\nwritten to bench-results/bench.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
