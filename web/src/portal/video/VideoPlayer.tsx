import { useRef, useState, type KeyboardEvent } from 'react';
import { VIDEO_SEEK_SECONDS as SEEK_SECONDS, VIDEO_SPEEDS } from '@dojo/protocol';
import { useT } from '../../shared/i18n';
import { VIDEO_KEYS, captionsFor, nextSpeed } from './videoRules';
import './video.css';

/**
 * The video player: play/pause, theater, fullscreen, mute, speeds 0.25-2 and 5 s seeks, by
 * button or shortcut (space/k, t, f, m, arrows, < and >) while the player has focus.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  const t = useT();
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
      aria-label={t('video.player', { title })}
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
        {captions && (
          <track
            kind="captions"
            src={captions}
            srcLang="en"
            label={t('video.captionsEnglish')}
            default
          />
        )}
      </video>
      {failed && (
        <p role="alert" className="video-failed">
          {t('video.failed')}
        </p>
      )}
      <div className="video-controls">
        <button type="button" className="btn btn-secondary" onClick={actions['toggle-play']}>
          {playing ? t('video.pause') : t('video.play')}
        </button>
        <button type="button" className="btn btn-quiet" onClick={actions.back}>
          {t('video.back', { seconds: SEEK_SECONDS })}
        </button>
        <button type="button" className="btn btn-quiet" onClick={actions.forward}>
          {t('video.forward', { seconds: SEEK_SECONDS })}
        </button>
        <button type="button" className="btn btn-quiet" aria-pressed={muted} onClick={actions.mute}>
          {muted ? t('video.unmute') : t('video.mute')}
        </button>
        <label className="video-speed">
          {t('video.speed')}
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
          {t('video.theater')}
        </button>
        <button type="button" className="btn btn-quiet" onClick={actions.fullscreen}>
          {t('video.fullscreen')}
        </button>
      </div>
      <p className="video-keys">
        {t('video.keys', { seconds: SEEK_SECONDS, less: '<', greater: '>' })}
      </p>
    </div>
  );
}
