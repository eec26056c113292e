const RELOADED_AT = 'staleBuildReloadAt';

/**
 * After a deploy, a page opened earlier asks for chunks of its own build, which are gone (the
 * server answers 404): load the current build instead. At most once a minute, so a chunk that
 * truly fails shows the route's error screen rather than reloading forever.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
