import { describe, expect, it } from 'vitest';
import { mp4Video, webmVideo } from '../../test/videos.ts';
import { checkVideo, looksLikeVideo } from './videos.ts';

describe('checkVideo', () => {
  it('knows MP4, QuickTime and WebM by their containers', () => {
    expect(checkVideo(mp4Video(1000))).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    expect(checkVideo(mp4Video(1000, 'qt  '))).toEqual({
      contentType: 'video/quicktime',
      extension: 'mov',
    });
    expect(checkVideo(webmVideo(1000))).toEqual({ contentType: 'video/webm', extension: 'webm' });
  });

  it('refuses an MP4 cut short, one without its index and one with a box past its end', () => {
    const whole = mp4Video(1000);
    expect(() => checkVideo(whole.subarray(0, whole.length - 3))).toThrow(/not a complete video/);
    expect(() => checkVideo(whole.subarray(0, 24 + 8 + 1000))).toThrow(/not a complete video/);
    const forged = Buffer.from(whole);
    forged.writeUInt32BE(whole.length * 2, 24);
    expect(() => checkVideo(forged)).toThrow(/not a complete video/);
  });

  it('refuses a WebM of another document type and Matroska headers without a segment', () => {
    const other = webmVideo(100);
    other.write('xxxx', 8, 'latin1');
    expect(() => checkVideo(other)).toThrow(/not a complete video/);
    expect(() => checkVideo(webmVideo(100).subarray(0, 11))).toThrow(/not a complete video/);
  });

  it('tells video bytes from others', () => {
    expect(looksLikeVideo(mp4Video(10))).toBe(true);
    expect(looksLikeVideo(webmVideo(10))).toBe(true);
    expect(looksLikeVideo(Buffer.from('%PDF-1.7'))).toBe(false);
    expect(looksLikeVideo(Buffer.alloc(3))).toBe(false);
  });
});
