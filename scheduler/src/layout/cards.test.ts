import { describe, expect, it } from 'vitest';
import { cardContent, contentPreview } from './cards';

describe('cardContent', () => {
  it('shows the first 140 characters of the content', () => {
    const content = 'x'.repeat(200);
    expect(cardContent({ id: '1', content }, []).preview).toHaveLength(140);
  });

  it('calls an event without a type an Email and without a persona shows no picture', () => {
    expect(cardContent({ id: '1', type: '' }, [])).toMatchObject({
      channel: 'Email',
      personaPicture: null,
    });
  });

  it('shows an image icon for image or image2 and a PDF icon for pdf or pdf2, but not for "-1"', () => {
    expect(cardContent({ id: '1', image2: 'logo.png', pdf: '-1' }, [])).toMatchObject({
      hasImage: true,
      hasPdf: false,
    });
  });

  it('infers the response icon from the options when the type is not stored', () => {
    expect(cardContent({ id: '1', options: 'text' }, [])).toMatchObject({
      responseType: 'text',
      hasResponse: true,
    });
  });
});

describe('contentPreview', () => {
  it('drops markup and collapses spaces before cutting', () => {
    expect(contentPreview('<p>Files\n\n are <b>encrypted</b></p>')).toBe('Files are encrypted');
  });
});
