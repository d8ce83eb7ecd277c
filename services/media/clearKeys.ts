/**
 * The ClearKey content keys of the encrypted test media: made at random when the media are generated, kept in
 * `MEDIA_DIR/keys.json` (never committed, never logged), and read by the licence endpoint.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { MediaAssetId } from "./mediaAssets";

const hex32 = z.string().regex(/^[0-9a-f]{32}$/);
const keyFile = z.record(z.string(), z.object({ keyId: hex32, key: hex32 }));

export interface ClearKey {
  keyId: string;
  key: string;
}

function keysPath(mediaDir: string): string {
  return path.join(mediaDir, "keys.json");
}

function readAll(mediaDir: string): Record<string, ClearKey> {
  const file = keysPath(mediaDir);
  if (!existsSync(file)) return {};
  return keyFile.parse(JSON.parse(readFileSync(file, "utf8")));
}

export function readClearKey(mediaDir: string, assetId: MediaAssetId): ClearKey | undefined {
  return readAll(mediaDir)[assetId];
}

/** The asset's key, made and stored on first use. */
export function ensureClearKey(mediaDir: string, assetId: MediaAssetId): ClearKey {
  const all = readAll(mediaDir);
  const existing = all[assetId];
  if (existing) return existing;
  const made = { keyId: randomBytes(16).toString("hex"), key: randomBytes(16).toString("hex") };
  // Written beside and renamed over: a start cut off mid-write leaves the old file or the new one, never half of one.
  const file = keysPath(mediaDir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ ...all, [assetId]: made }, null, 2), { mode: 0o600 });
  renameSync(partial, file);
  return made;
}

/** base64url without padding, as ClearKey licences (JWK) want their `kid` and `k`. */
export function hexToBase64Url(hex: string): string {
  return Buffer.from(hex, "hex").toString("base64url");
}
