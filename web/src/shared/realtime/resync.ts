/** Reloads the full state of one scope (one REST call or ack) after a missed push. */
export type ResyncHandler = (scope: string) => Promise<void> | void;

interface Registration {
  prefix: string;
  handler: ResyncHandler;
  /** Scopes being resynced now; `true` means another resync was asked for meanwhile. */
  running: Map<string, boolean>;
}

export interface ResyncRegistry {
  /** Handles every scope starting with `scopePrefix` (e.g. 'client:'); returns an unregister. */
  register(scopePrefix: string, handler: ResyncHandler): () => void;
  /** Runs every handler registered for the scope. */
  request(scope: string): void;
}

/**
 * Resyncs of one scope never overlap: a request that arrives while one runs is folded into
 * a single rerun once it finishes, so a burst of gaps costs at most two reloads.
 */
export function createResyncRegistry(
  report: (error: unknown, scope: string) => void = (error, scope) =>
    console.error(`Resync of ${scope} failed`, error),
): ResyncRegistry {
  const registrations = new Set<Registration>();

  async function run(registration: Registration, scope: string): Promise<void> {
    registration.running.set(scope, false);
    try {
      await registration.handler(scope);
    } catch (error) {
      report(error, scope);
    }
    const again = registration.running.get(scope);
    registration.running.delete(scope);
    if (again && registrations.has(registration)) await run(registration, scope);
  }

  return {
    register(prefix, handler) {
      const registration: Registration = { prefix, handler, running: new Map() };
      registrations.add(registration);
      return () => registrations.delete(registration);
    },
    request(scope) {
      for (const registration of registrations) {
        if (!scope.startsWith(registration.prefix)) continue;
        if (registration.running.has(scope)) registration.running.set(scope, true);
        else void run(registration, scope);
      }
    },
  };
}

const registry = createResyncRegistry();

/** The app-wide registry that features plug their resync handlers into. */
export const registerResync = registry.register;
export const requestResync = registry.request;
