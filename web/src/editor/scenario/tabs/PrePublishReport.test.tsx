import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { planMsel } from '@dojo/protocol';
import { prePublishCheck } from '@dojo/scheduler';
import { PrePublishReport } from './PrePublishReport';

/** A planner's sheet of injects 0 to `last` minutes, none of them a question. */
function sheetEvents(last: number) {
  const rows = [
    ['Time', 'From', 'Channel', 'Subject', 'Body'],
    ['0', 'Sam Patel', 'email', 'First', 'a'],
    [String(last), 'Sam Patel', 'email', 'Last', 'b'],
  ].map((cells, index) => ({ number: index + 1, cells }));
  return planMsel(rows, [], 'Exercise Control').events;
}

const render = (events: ReturnType<typeof sheetEvents>) =>
  renderToStaticMarkup(
    <PrePublishReport
      check={prePublishCheck(events)}
      readiness={null}
      warnings={[]}
      caption="The open scenario."
    />,
  );

describe('PrePublishReport', () => {
  it('says a 90-minute sheet fits the 90-minute slot, and names no pass mark without a scored question', () => {
    const check = prePublishCheck(sheetEvents(90));
    expect(check.longestPlayMs).toBe(90 * 60_000);
    expect(check.issues).toEqual([]);
    const html = render(sheetEvents(90));
    expect(html).toContain('No scored questions');
    expect(html).not.toContain('pass mark');
    expect(html).not.toContain('Not yet: fits');
  });

  it('still says when a sheet runs past the slot', () => {
    expect(prePublishCheck(sheetEvents(100)).issues).toEqual([
      'Even the shortest play time (1 h 45 min) runs past the 90-minute slot.',
    ]);
  });
});
