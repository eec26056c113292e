import { describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE } from '../media/uploadChecks';
import { centreSquare, checkPicture, finishWithPicture } from './profilePicture';

describe('centreSquare', () => {
  it('cuts the middle of a landscape picture', () => {
    expect(centreSquare(400, 200)).toEqual({ x: 100, y: 0, side: 200 });
  });

  it('cuts the middle of a portrait picture', () => {
    expect(centreSquare(120, 300)).toEqual({ x: 0, y: 90, side: 120 });
  });
});

describe('checkPicture', () => {
  it('accepts no picture, or an image', () => {
    expect(checkPicture(null)).toBeNull();
    expect(checkPicture(new File(['x'], 'ann.jpg', { type: 'image/jpeg' }))).toBeNull();
  });

  it('refuses a file that is not an image with the server’s words', () => {
    expect(checkPicture(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBe(NOT_AN_IMAGE);
  });
});

describe('finishWithPicture', () => {
  const saved = { type: 'success' as const, data: 'Persona Ann Lee created.' };
  const picture = new File(['x'], 'ann.png', { type: 'image/png' });

  it('reports the save alone when no picture was chosen', async () => {
    const outcome = await finishWithPicture(
      saved,
      null,
      () => {
        throw new Error('not called');
      },
      'AnnLee.png',
    );
    expect(outcome).toEqual({ kind: 'success', message: saved.data, uploaded: false });
  });

  it('names the picture’s stored name after the save’s message', async () => {
    const outcome = await finishWithPicture(
      saved,
      picture,
      async () => ({ type: 'success', data: 'Image uploaded as annlee-1.png.' }),
      'AnnLee.png',
    );
    expect(outcome).toEqual({
      kind: 'success',
      message: 'Persona Ann Lee created. Profile picture saved as AnnLee.png.',
      uploaded: true,
    });
  });

  it('says the persona was saved but the picture was not when the upload fails', async () => {
    const outcome = await finishWithPicture(
      saved,
      picture,
      async () => {
        throw new Error('The image is larger than 5 MB.');
      },
      'AnnLee.png',
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message:
        'Persona Ann Lee created. The profile picture was not uploaded: The image is larger than 5 MB.',
      uploaded: false,
    });
  });
});
