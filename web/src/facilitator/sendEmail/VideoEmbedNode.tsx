import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { ReactNode } from 'react';
import { videoEmbedAddress } from './videoAddress';

type SerializedVideoEmbed = Spread<{ src: string }, SerializedLexicalNode>;

/** Which service a player address belongs to, for the editor's card. */
function serviceOf(src: string): string {
  return src.includes('vimeo.com') ? 'Vimeo' : 'YouTube';
}

/**
 * A YouTube or Vimeo video in an ad-hoc event. It exports as a player frame (the server
 * keeps only youtube-nocookie.com and player.vimeo.com frames); in the editor it shows as a
 * card, so the console itself never loads another site.
 */
export class VideoEmbedNode extends DecoratorNode<ReactNode> {
  __src: string;

  static override getType(): string {
    return 'video-embed';
  }

  static override clone(node: VideoEmbedNode): VideoEmbedNode {
    return new VideoEmbedNode(node.__src, node.__key);
  }

  constructor(src: string, key?: NodeKey) {
    super(key);
    this.__src = src;
  }

  static override importJSON(json: SerializedVideoEmbed): VideoEmbedNode {
    return $createVideoEmbedNode(json.src);
  }

  override exportJSON(): SerializedVideoEmbed {
    return { ...super.exportJSON(), type: 'video-embed', version: 1, src: this.__src };
  }

  static override importDOM(): DOMConversionMap {
    return {
      iframe: () => ({
        conversion: (element) => {
          const src = videoEmbedAddress(element.getAttribute('src') ?? '');
          return { node: src ? $createVideoEmbedNode(src) : null };
        },
        priority: 1,
      }),
    };
  }

  override exportDOM(): DOMExportOutput {
    const frame = document.createElement('iframe');
    frame.setAttribute('src', this.__src);
    frame.setAttribute('title', `${serviceOf(this.__src)} video`);
    frame.setAttribute('width', '560');
    frame.setAttribute('height', '315');
    frame.setAttribute('allowfullscreen', 'true');
    return { element: frame };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('div');
    element.className = 'console-video';
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): false {
    return false;
  }

  override decorate(): ReactNode {
    return (
      <p className="console-video-card">
        {serviceOf(this.__src)} video: <code>{this.__src}</code>
      </p>
    );
  }
}

export function $createVideoEmbedNode(src: string): VideoEmbedNode {
  return $applyNodeReplacement(new VideoEmbedNode(src));
}
