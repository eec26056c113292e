declare module 'virtual:dojo-catalogue/*' {
  import type { Messages } from '@lingui/core';

  /** One language's messages, compiled at build time (web/vite.i18n.ts). */
  const messages: Messages;
  export default messages;
}
