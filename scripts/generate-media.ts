/**
 * `npm run media`: makes the local suite's test media now (services/media/generateMedia.ts), instead of in
 * the background on the services' first start. `npm test` runs it before the end-to-end tests, so the
 * browsers never compete with ffmpeg for the CPU.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateMedia } from "../services/media/generateMedia";
import { findMediaTools } from "../services/media/mediaTools";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const mediaDir = process.env.MEDIA_DIR ?? path.join(repoRoot, "data", "media");
const started = performance.now();
generateMedia({ mediaDir, tools: findMediaTools(), log: (line) => console.info(`[media] ${line}`) }).then(
  (made) => console.info(`[media] ${made.length === 0 ? "already there" : `${made.length} assets made`} in ${mediaDir} (${Math.round(performance.now() - started)} ms)`),
  (error: unknown) => {
    console.error(`[media] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
