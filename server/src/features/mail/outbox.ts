import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { loadMailParser } from '../../core/lazyLibraries';
import type { OutboxEntry, OutboxMessage } from '@dojo/protocol';
import { notFound } from '../../errors';
import { MAIL_MESSAGES } from '@dojo/protocol';
import { outboxFileName } from './transport';

/** How many messages the outbox screen lists (newest first). */
const LISTED = 200;

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((entry) => entry.text).join(', ');
}

/** Reads the outbox folder that the outbox transport writes (docs/mail-and-jobs.md). */
export function outboxReader(dir: string) {
  async function parse(id: string) {
    const file = path.join(dir, path.basename(id));
    if (!file.endsWith('.eml')) throw notFound(MAIL_MESSAGES.noSuchOutboxMessage);
    const raw = await fs.readFile(file).catch(() => {
      throw notFound(MAIL_MESSAGES.noSuchOutboxMessage);
    });
    const { simpleParser } = await loadMailParser();
    return simpleParser(raw);
  }

  return {
    async list(): Promise<OutboxEntry[]> {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const files = await Promise.all(
        names
          .filter((name) => name.endsWith('.eml'))
          .map(async (name) => ({ name, mtime: (await fs.stat(path.join(dir, name))).mtimeMs })),
      );
      files.sort((a, b) => b.mtime - a.mtime);
      return Promise.all(
        files.slice(0, LISTED).map(async ({ name, mtime }) => {
          const mail = await parse(name);
          return {
            id: name,
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            date: (mail.date ?? new Date(mtime)).toISOString(),
          };
        }),
      );
    },

    /** Deletes the messages' files (and any half-written one): an erasure. Answers how many. */
    async erase(ids: readonly string[]): Promise<number> {
      let erased = 0;
      for (const id of ids) {
        const file = path.join(dir, outboxFileName(id));
        await fs.rm(`${file}.part`, { force: true });
        erased += await fs.rm(file).then(
          () => 1,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return 0;
            throw error;
          },
        );
      }
      return erased;
    },

    async read(id: string): Promise<OutboxMessage> {
      const mail = await parse(id);
      return {
        id: path.basename(id),
        from: addresses(mail.from),
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        date: (mail.date ?? new Date(0)).toISOString(),
        html: typeof mail.html === 'string' ? mail.html : '',
        text: mail.text ?? '',
      };
    },
  };
}
export type OutboxReader = ReturnType<typeof outboxReader>;
