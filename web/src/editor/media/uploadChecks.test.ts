import { describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE, NOT_A_VIDEO, checkImageUpload, checkVideoUpload } from './uploadChecks';

const png = new File(['png'], 'logo.png', { type: 'image/png' });
const mp4 = new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });
const mp3 = new File(['mp3'], 'voicemail.mp3', { type: 'audio/mpeg' });

describe('Upload Image checks', () => {
  it('rejects a missing type with "Please Select the image type"', () => {
    expect(checkImageUpload({ chosenOption: '', file: png })).toBe('Please Select the image type');
  });

  it('rejects a missing or empty file with "Please upload an image"', () => {
    expect(checkImageUpload({ chosenOption: 'Logo', file: null })).toBe('Please upload an image');
    const empty = new File([], 'empty.png', { type: 'image/png' });
    expect(checkImageUpload({ chosenOption: 'Logo', file: empty })).toBe('Please upload an image');
  });

  it('rejects a file of another kind with the server’s message', () => {
    expect(checkImageUpload({ chosenOption: 'Logo', file: mp4 })).toBe(NOT_AN_IMAGE);
  });

  it('accepts each of the eight image types with an image', () => {
    for (const chosenOption of ['Profile Picture', 'Content Image', 'Placeholder', 'Nav Icon']) {
      expect(checkImageUpload({ chosenOption, file: png })).toBeNull();
    }
  });
});

describe('Upload Video/Audio checks', () => {
  it('rejects a missing file with "Please upload a video/audio"', () => {
    expect(checkVideoUpload({ file: null })).toBe('Please upload a video/audio');
  });

  it('accepts video and audio, and refuses a picture with the server’s message', () => {
    expect(checkVideoUpload({ file: mp4 })).toBeNull();
    expect(checkVideoUpload({ file: mp3 })).toBeNull();
    expect(checkVideoUpload({ file: png })).toBe(NOT_A_VIDEO);
  });

  it('leaves a file of unknown type to the server, which reads its bytes', () => {
    expect(checkVideoUpload({ file: new File(['?'], 'clip', { type: '' }) })).toBeNull();
  });
});
