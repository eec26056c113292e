import { useRef, useState, type KeyboardEvent } from 'react';
import { VIDEO_SEEK_SECONDS as SEEK_SECONDS, VIDEO_SPEEDS } from '@dojo/protocol';
import { VIDEO_KEYS, captionsFor, nextSpeed } from './videoRules';
import './video.css';

/**
 * The video player: play/pause, theater, fullscreen, mute, speeds 0.25-2 and 5 s seeks, by
 * button or shortcut (space/k, t, f, m, arrows, < and >) while the player has focus.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [theater, setTheater] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [failed, setFailed] = useState(false);
  const captions = captionsFor(src);

  const element = () => video.current;
  const actions = {
    'toggle-play': () => {
      const v = element();
      if (!v) return;
      if (v.paused) void v.play().catch(() => setFailed(true));
      else v.pause();
    },
    theater: () => setTheater((now) => !now),
    fullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void frame.current?.requestFullscreen?.().catch(() => undefined);
    },
    mute: () => {
      const v = element();
      if (v) v.muted = !v.muted;
      setMuted(v?.muted ?? false);
    },
    back: () => seek(-SEEK_SECONDS),
    forward: () => seek(SEEK_SECONDS),
    slower: () => changeSpeed(nextSpeed(speed, -1)),
    faster: () => changeSpeed(nextSpeed(speed, 1)),
  };
  function seek(seconds: number) {
    const v = element();
    if (v) v.currentTime = Math.max(0, v.currentTime + seconds);
  }
  function changeSpeed(next: number) {
    const v = element();
    if (v) v.playbackRate = next;
    setSpeed(next);
  }
  function onKey(event: KeyboardEvent) {
    if ((event.target as HTMLElement).tagName === 'SELECT') return;
    const action = VIDEO_KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    actions[action]();
  }

  return (
    <div
      ref={frame}
      className={theater ? 'video-player video-theater' : 'video-player'}
      role="group"
      aria-label={`Video player: ${title}`}
      tabIndex={0}
      onKeyDown={onKey}
    >
      <video
        ref={video}
        className="video-element"
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={() => setFailed(true)}
        onClick={actions['toggle-play']}
      >
        {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      </video>
      {failed && (
        <p role="alert" className="video-failed">
          This video cannot be played right now.
        </p>
      )}
      <div className="video-controls">
        <button type="button" className="btn btn-secondary" onClick={actions['toggle-play']}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="btn btn-quiet" onClick={actions.back}>
          Back {SEEK_SECONDS} s
        </button>
        <button type="button" className="btn btn-quiet" onClick={actions.forward}>
          Forward {SEEK_SECONDS} s
        </button>
        <button type="button" className="btn btn-quiet" aria-pressed={muted} onClick={actions.mute}>
          {muted ? 'Unmute' : 'Mute'}
        </button>
        <label className="video-speed">
          Speed
          <select
            className="select"
            value={speed}
            onChange={(event) => changeSpeed(Number(event.target.value))}
          >
            {VIDEO_SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-quiet"
          aria-pressed={theater}
          onClick={actions.theater}
        >
          Theater
        </button>
        <button type="button" className="btn btn-quiet" onClick={actions.fullscreen}>
          Fullscreen
        </button>
      </div>
      <p className="video-keys">
        Keys: space or k play/pause, ← → seek 5 s, &lt; &gt; speed, m mute, t theater, f fullscreen.
      </p>
    </div>
  );
}
