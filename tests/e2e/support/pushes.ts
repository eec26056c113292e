import type { Page } from './browser';

/**
 * Cuts a page off from the server's pushes (socket.io over WebSocket and over long polling),
 * as a dropped connection does. Co-authors' saves reach an open editor live (editor-live e2e),
 * so a test of what the editor does when a save was missed blocks them first. Install it
 * before the page loads: the socket client keeps the WebSocket class it found at load.
 */
export async function blockPushes(page: Page): Promise<void> {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    void ws.close();
  });
  await page.route(/\/socket\.io\//, (route) => route.abort());
}
