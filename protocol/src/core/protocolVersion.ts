/**
 * The real-time protocol version. The socket handshake carries it; a server refuses a
 * client that speaks another version (the client then reloads to get the matching build).
 * A module of its own (no schema), so a page's first load can read it without zod.
 */
export const PROTOCOL_VERSION = 1;
