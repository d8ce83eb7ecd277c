/** Every string the player shows or speaks, translated on the server (locales/{lng}/blocks.json `player`). */
import type { PinRefusal } from "./playerApi";
import type { PlayerMessageKey } from "./playerErrors";
import type { QualityLevel } from "./qualityLevels";

export interface PlayerLabels {
  region: string;
  play: string;
  pause: string;
  replay: string;
  seek: string;
  mute: string;
  unmute: string;
  volume: string;
  fullscreen: string;
  exitFullscreen: string;
  quality: string;
  qualityLevels: Record<QualityLevel | "auto", string>;
  audio: string;
  subtitles: string;
  subtitlesOff: string;
  languages: Record<string, string>;
  loading: string;
  ad: string;
  nextIn: string;
  nextCancel: string;
  nextNow: string;
  upsell: string;
  pinLabel: string;
  pinSubmit: string;
  /** Why a parental PIN was not accepted (modules/player/playerApi.ts `PinRefusal`). */
  pinRefusals: Record<PinRefusal, string>;
  /** A live channel: the badge at the live edge, the button that returns there, "{{time}} behind live". */
  live: string;
  goLive: string;
  behindLive: string;
  /** "{{current}} of {{duration}}" with the two times filled in by the player. */
  timeOf: string;
  messages: Record<PlayerMessageKey, string>;
}
