import type { Projection } from '@dojo/scheduler';
import type { InboxEntry } from './runner/inboxDiff';
import { inboxEntries, type InboxOwner } from './inbox';
import type { PlayerSocial } from './social.repo';

/**
 * The inbox entries of a projection, made once for every player who shares it and has made
 * nothing of it their own (no read, no like, no reply: then nothing in an event names them),
 * each event built at most once (docs/runner.md "Shared pushes"). Anyone else gets entries
 * of their own.
 */
export class SharedEntries {
  /** By projection, then by language: players of one projection may read different languages. */
  private readonly made = new WeakMap<Projection, Map<string, InboxEntry[]>>();

  of(
    projection: Projection,
    owner: InboxOwner,
    social: PlayerSocial,
    reads: Readonly<Record<string, number>>,
  ): InboxEntry[] {
    if (hasOwnEntries(social, reads)) return inboxEntries(projection.visible, owner, social);
    const languages = this.made.get(projection) ?? new Map<string, InboxEntry[]>();
    this.made.set(projection, languages);
    const found = languages.get(owner.language);
    if (found) return found;
    const entries = inboxEntries(projection.visible, owner, social).map(builtOnce);
    languages.set(owner.language, entries);
    return entries;
  }
}

/** A player who read, liked or replied: some event names them, so their entries are theirs. */
export function hasOwnEntries(
  social: PlayerSocial,
  reads: Readonly<Record<string, number>>,
): boolean {
  return social.likes.length > 0 || social.replies.length > 0 || Object.keys(reads).length > 0;
}

function builtOnce(entry: InboxEntry): InboxEntry {
  let built: ReturnType<InboxEntry['build']> | undefined;
  return { ...entry, build: () => (built ??= entry.build()) };
}
