/**
 * The player's controls (issue 9): play and pause, seek (the timeline stays left-to-right in every language),
 * mute and volume, quality, audio and subtitles, fullscreen, replay. They call usePlayback.ts's actions (fullscreen:
 * useFullscreen.ts), as the player's keys do (PlayerView.tsx).
 */
import { VisuallyHidden } from "@/components/a11y/VisuallyHidden";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import type { PlayerLabels } from "./playerLabels";
import { clock } from "./playerTime";
import type { Playback } from "./usePlayback";

interface ControlProps {
  playback: Playback;
  labels: PlayerLabels;
}

interface PlayerControlsProps extends ControlProps {
  live: boolean;
  fullscreen: boolean;
  toggleFullscreen: () => void;
}

function SeekBar({ playback, labels, live }: ControlProps & { live: boolean }) {
  const { time, behind, seekTo } = playback;
  const adPlaying = playback.phase === "ad";
  return (
    <>
      <input
        type="range"
        dir="ltr"
        min={time.window ? Math.floor(time.window.start) : 0}
        max={time.window ? Math.floor(time.window.end) : Number.isFinite(time.duration) ? Math.floor(time.duration) : 0}
        step={1}
        value={Math.floor(time.current)}
        onChange={(event) => seekTo(Number(event.currentTarget.value))}
        aria-label={labels.seek}
        aria-valuetext={
          live
            ? behind > 0 ? fillTemplate(labels.behindLive, { time: clock(behind) }) : labels.live
            : fillTemplate(labels.timeOf, { current: clock(time.current), duration: clock(time.duration) })
        }
        disabled={adPlaying}
        data-control="seek"
      />
      {live ? (
        // Named by its content, so what it shows ("Live", or how far behind) is in its name (WCAG 2.5.3).
        <button type="button" onClick={() => seekTo(time.window?.end ?? time.current)} data-control="live" data-behind={behind} disabled={adPlaying}>
          <VisuallyHidden>{labels.goLive}: </VisuallyHidden>
          <span dir={behind > 0 ? "ltr" : undefined}>{behind > 0 ? `-${clock(behind)}` : labels.live}</span>
        </button>
      ) : (
        <span className="player__time" dir="ltr" aria-hidden="true">
          {clock(time.current)} / {clock(time.duration)}
        </span>
      )}
    </>
  );
}

function VolumeControls({ playback, labels }: ControlProps) {
  const { muted, volume, toggleMute, changeVolume } = playback;
  return (
    <>
      <button type="button" onClick={toggleMute} aria-label={muted || volume === 0 ? labels.unmute : labels.mute} aria-pressed={muted} data-control="mute">
        <span aria-hidden="true">{muted || volume === 0 ? "🔇" : "🔊"}</span>
      </button>
      <input
        type="range"
        dir="ltr"
        min={0}
        max={100}
        value={Math.round(volume * 100)}
        onChange={(event) => changeVolume(Number(event.currentTarget.value))}
        aria-label={labels.volume}
        data-control="volume"
      />
    </>
  );
}

/** Quality, audio and subtitles: each menu only when the stream offers a choice, and never during an ad. */
function TrackMenus({ playback, labels }: ControlProps) {
  const { qualities, quality, chooseQuality, audios, audio, chooseAudio, texts, text, chooseText } = playback.tracks;
  const adPlaying = playback.phase === "ad";
  const language = (code: string) => labels.languages[code] ?? code;
  return (
    <>
      {qualities.length > 0 && !adPlaying ? (
        <select aria-label={labels.quality} value={quality} data-control="quality" onChange={(event) => chooseQuality(event.currentTarget.value)}>
          <option value="auto">{labels.qualityLevels.auto}</option>
          {qualities.map((choice) => (
            <option key={choice.level} value={String(choice.rendition.id)}>
              {labels.qualityLevels[choice.level]}
            </option>
          ))}
        </select>
      ) : null}
      {audios.length > 1 && !adPlaying ? (
        <select aria-label={labels.audio} value={audio} data-control="audio" onChange={(event) => chooseAudio(event.currentTarget.value)}>
          <option value="" disabled>
            {labels.audio}
          </option>
          {audios.map((code) => (
            <option key={code} value={code}>
              {language(code)}
            </option>
          ))}
        </select>
      ) : null}
      {texts.length > 0 && !adPlaying ? (
        <select aria-label={labels.subtitles} value={text} data-control="subtitles" onChange={(event) => chooseText(event.currentTarget.value)}>
          <option value="">{labels.subtitlesOff}</option>
          {texts.map((code) => (
            <option key={code} value={code}>
              {language(code)}
            </option>
          ))}
        </select>
      ) : null}
    </>
  );
}

export function PlayerControls({ playback, labels, live, fullscreen, toggleFullscreen }: PlayerControlsProps) {
  const { phase, playing, togglePlay } = playback;
  return (
    <div className="player__controls" hidden={phase === "error" || phase === "loading"}>
      <button type="button" onClick={togglePlay} aria-label={phase === "ended" ? labels.replay : playing ? labels.pause : labels.play} disabled={phase === "ad"} data-control="play">
        <span aria-hidden="true">{phase === "ended" ? "↺" : playing ? "❚❚" : "►"}</span>
      </button>
      <SeekBar playback={playback} labels={labels} live={live} />
      <VolumeControls playback={playback} labels={labels} />
      <TrackMenus playback={playback} labels={labels} />
      <button type="button" onClick={toggleFullscreen} aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen} data-control="fullscreen">
        <span aria-hidden="true">⛶</span>
      </button>
    </div>
  );
}
