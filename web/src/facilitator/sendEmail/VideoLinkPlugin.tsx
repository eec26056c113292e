import { useEffect } from 'react';
import { LinkNode } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createVideoEmbedNode } from './VideoEmbedNode';
import { videoEmbedAddress } from './videoAddress';

/** A YouTube or Vimeo link becomes a video under its paragraph; other links stay links. */
export function VideoLinkPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(LinkNode, (link) => {
        const src = videoEmbedAddress(link.getURL());
        if (!src) return;
        link.getTopLevelElementOrThrow().insertAfter($createVideoEmbedNode(src));
        link.remove();
      }),
    [editor],
  );
  return null;
}
