import { toJobId, type JobParameters } from 'agenda';

/** The date fields of a job: stored as epoch ms, so both engines compare them alike. */
const DATE_FIELDS = [
  'nextRunAt',
  'lockedAt',
  'lastFinishedAt',
  'failedAt',
  'lastRunAt',
  'debounceStartedAt',
  'startDate',
  'endDate',
] as const;
type DateField = (typeof DATE_FIELDS)[number];

/** One agenda job as the store keeps it (the `agendaJobs` collection). */
export type StoredJobDoc = {
  _id: string;
  name: string;
  priority: number;
  type: 'normal' | 'single';
  data: unknown;
  failCount: number | null;
  failReason: string | null;
  repeatTimezone: string | null;
  repeatInterval: string | number | null;
  repeatAt: string | null;
  disabled: boolean | null;
  progress: number | null;
  lastModifiedBy: string | null;
  fork: boolean | null;
  skipDays: number[] | null;
} & Record<DateField, number | null>;

function ms(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The fields to store for a job (everything but its id and its unique rule). */
export function toStored(
  job: JobParameters,
  lastModifiedBy: string | undefined,
): Omit<StoredJobDoc, '_id'> {
  const dates = Object.fromEntries(DATE_FIELDS.map((field) => [field, ms(job[field])])) as Record<
    DateField,
    number | null
  >;
  return {
    name: job.name,
    priority: job.priority,
    type: job.type,
    data: job.data ?? null,
    failCount: job.failCount ?? null,
    failReason: job.failReason ?? null,
    repeatTimezone: job.repeatTimezone ?? null,
    repeatInterval: job.repeatInterval ?? null,
    repeatAt: job.repeatAt ?? null,
    disabled: job.disabled ?? null,
    progress: job.progress ?? null,
    lastModifiedBy: lastModifiedBy ?? null,
    fork: job.fork ?? null,
    skipDays: job.skipDays ?? null,
    ...dates,
  };
}

function date(value: number | null): Date | undefined {
  return value === null ? undefined : new Date(value);
}

/** Back to agenda's shape: Dates, and undefined where nothing is stored. */
export function fromStored(doc: StoredJobDoc): JobParameters & { _id: ReturnType<typeof toJobId> } {
  return {
    _id: toJobId(doc._id),
    name: doc.name,
    priority: doc.priority,
    nextRunAt: doc.nextRunAt === null ? null : new Date(doc.nextRunAt),
    type: doc.type,
    data: doc.data,
    lockedAt: date(doc.lockedAt),
    lastFinishedAt: date(doc.lastFinishedAt),
    failedAt: date(doc.failedAt),
    failCount: doc.failCount ?? undefined,
    failReason: doc.failReason ?? undefined,
    repeatTimezone: doc.repeatTimezone ?? undefined,
    lastRunAt: date(doc.lastRunAt),
    repeatInterval: doc.repeatInterval ?? undefined,
    repeatAt: doc.repeatAt ?? undefined,
    disabled: doc.disabled ?? undefined,
    progress: doc.progress ?? undefined,
    lastModifiedBy: doc.lastModifiedBy ?? undefined,
    fork: doc.fork ?? undefined,
    debounceStartedAt: date(doc.debounceStartedAt),
    startDate: date(doc.startDate),
    endDate: date(doc.endDate),
    skipDays: doc.skipDays ?? undefined,
  };
}

/** A `unique()` rule or a data filter as store filter fields (Dates become ms). */
export function storedFilter(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      value instanceof Date ? value.getTime() : value,
    ]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** `{a: {b: 1}}` as `{'data.a.b': 1}`: a partial match on the job's data. */
export function dataFilter(data: unknown, prefix = 'data'): Record<string, unknown> {
  if (!isPlainObject(data)) return { [prefix]: data };
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) =>
      isPlainObject(value)
        ? Object.entries(dataFilter(value, `${prefix}.${key}`))
        : [[`${prefix}.${key}`, value]],
    ),
  );
}
