type Listener = (push: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

/** Local fan-out of validated pushes, keyed by broadcast name. */
export function subscribeBroadcast(name: string, listener: Listener): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function dispatchBroadcast(name: string, push: unknown): void {
  for (const listener of listeners.get(name) ?? []) {
    try {
      listener(push);
    } catch (error) {
      console.error(`A ${name} handler failed`, error);
    }
  }
}
