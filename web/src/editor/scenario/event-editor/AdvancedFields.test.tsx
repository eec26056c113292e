import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EditedEvent } from '@dojo/protocol';
import { DataProvider } from '../../../shared/query';
import { AdvancedFields } from './AdvancedFields';

const render = (draft: EditedEvent) =>
  renderToStaticMarkup(
    <DataProvider>
      <AdvancedFields draft={draft} change={() => undefined} />
    </DataProvider>,
  );

const SPEC_MESSAGE = 'The value for EarlierThan or LaterThan cannot be less than -1';

describe('AdvancedFields', () => {
  it("shows the spec's message under an EarlierThan below -1, not the browser's own", () => {
    const html = render({ id: '2', earlierThan: '-2', laterThan: '30' });
    expect(html).toContain(SPEC_MESSAGE);
    // No `min` on the thresholds: the browser's "Value must be greater than or equal to -1."
    // would block Save before the product's message could show.
    expect(html).not.toMatch(/<input[^>]*min="-1"/);
  });

  it('shows the message under LaterThan too, and none for -1 (switched off)', () => {
    expect(
      render({ id: '2', earlierThan: '-1', laterThan: '-5' }).split(SPEC_MESSAGE),
    ).toHaveLength(2);
    expect(render({ id: '2', earlierThan: '-1', laterThan: '10' })).not.toContain(SPEC_MESSAGE);
  });
});
