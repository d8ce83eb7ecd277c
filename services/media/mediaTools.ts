/**
 * The media tools, from registry packages (nothing downloads at install): ffmpeg from `@ffmpeg-installer/
 * linux-x64` and shaka-packager from `shaka-packager`, both binaries inside their tarballs. `FFMPEG_PATH` and
 * `PACKAGER_PATH` point elsewhere (Debian's ffmpeg, another platform's packager).
 */
import { accessSync, chmodSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

export interface MediaTools {
  ffmpeg: string;
  packager: string;
}

function packageFile(packageName: string, file: string): string | undefined {
  try {
    return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), file);
  } catch {
    return undefined;
  }
}

/** npm 11 does not run install scripts by default, so the executable bit is set here when it is missing. */
function executable(file: string): string {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    chmodSync(file, 0o755);
  }
  return file;
}

export function findMediaTools(env: NodeJS.ProcessEnv = process.env): MediaTools {
  const ffmpeg = env.FFMPEG_PATH ?? packageFile("@ffmpeg-installer/linux-x64", "ffmpeg");
  const packager = env.PACKAGER_PATH ?? packageFile("shaka-packager", `bin/packager-${process.platform === "darwin" ? "osx" : "linux"}-${process.arch === "arm64" ? "arm64" : "x64"}`);
  if (ffmpeg === undefined || !existsSync(ffmpeg)) throw new Error("ffmpeg not found: run npm install (package @ffmpeg-installer/linux-x64) or set FFMPEG_PATH.");
  if (packager === undefined || !existsSync(packager)) throw new Error("shaka-packager not found: run npm install (package shaka-packager) or set PACKAGER_PATH.");
  return { ffmpeg: executable(ffmpeg), packager: executable(packager) };
}
