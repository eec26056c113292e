import { describe, expect, it } from 'vitest';
import { videoEmbedAddress } from './videoAddress';

describe('videoEmbedAddress', () => {
  it('turns YouTube links into youtube-nocookie.com player addresses', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4')).toBe(player);
    expect(videoEmbedAddress('https://youtu.be/dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedAddress('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe(player);
    expect(videoEmbedAddress('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(player);
  });

  it('turns Vimeo links into player.vimeo.com addresses', () => {
    expect(videoEmbedAddress('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedAddress('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('leaves every other link alone', () => {
    expect(videoEmbedAddress('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedAddress('https://www.youtube.com/channel/abc')).toBeNull();
    expect(videoEmbedAddress('javascript:alert(1)')).toBeNull();
    expect(videoEmbedAddress('https://vimeo.com/about')).toBeNull();
    expect(videoEmbedAddress('not a link')).toBeNull();
  });
});
