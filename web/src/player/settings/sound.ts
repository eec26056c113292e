let context: AudioContext | null = null;

/**
 * A short two-note chime synthesised with the Web Audio API (no audio file to fetch). The
 * browser may refuse to play before the player has interacted with the page; any failure
 * is only logged (docs/player.md).
 */
export function playNotificationTone(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === 'suspended')
      void audio.resume().catch((error: unknown) => logFailure(error));
    const start = audio.currentTime + 0.01;
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    gain.connect(audio.destination);
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.12);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + 0.5);
  } catch (error) {
    logFailure(error);
  }
}

function logFailure(error: unknown): void {
  console.warn('The notification sound could not be played', error);
}
