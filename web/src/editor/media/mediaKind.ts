/** What a media file is, by its extension: how the library previews it and who may pick it. */
export type MediaKind = 'image' | 'video' | 'audio' | 'other';

const EXTENSIONS: Record<Exclude<MediaKind, 'other'>, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif', 'ico'],
  video: ['mp4', 'webm', 'mov', 'm4v', 'ogv'],
  audio: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac'],
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function mediaKind(name: string): MediaKind {
  const extension = extensionOf(name);
  for (const kind of ['image', 'video', 'audio'] as const) {
    if (EXTENSIONS[kind].includes(extension)) return kind;
  }
  return 'other';
}
